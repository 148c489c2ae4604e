import type { EnvironmentFile } from '@clinic/contracts/releases';
import { promote, rollback, rollbackTarget } from '../domain/environment-history';

const EMPTY: EnvironmentFile = { shellCompat: 'shell/dist/shell-compat.json', remotes: {}, history: [] };
const at = new Date('2026-01-01T00:00:00Z');

describe('environment history', () => {
  it('records each promotion in the history and rolls back one promotion at a time, back to the own build', () => {
    const one = promote(EMPTY, 'mf-chat', '0.1.0-aaaaaaa', at);
    const two = promote(one, 'mf-chat', '0.1.1-bbbbbbb', at);
    const withOther = promote(two, 'mf-booking', '0.3.0-ccccccc', at);
    expect(withOther.remotes).toEqual({ 'mf-chat': '0.1.1-bbbbbbb', 'mf-booking': '0.3.0-ccccccc' });

    expect(rollbackTarget(withOther, 'mf-chat')).toBe('0.1.0-aaaaaaa');
    const back = rollback(withOther, 'mf-chat', '0.1.0-aaaaaaa', at);
    expect(back.remotes['mf-chat']).toBe('0.1.0-aaaaaaa');
    expect(back.history.at(-1)).toEqual({
      at: at.toISOString(),
      action: 'rollback',
      remote: 'mf-chat',
      from: '0.1.1-bbbbbbb',
      to: '0.1.0-aaaaaaa',
    });

    expect(rollbackTarget(back, 'mf-chat')).toBeNull();
    const own = rollback(back, 'mf-chat', null, at);
    expect(own.remotes).toEqual({ 'mf-booking': '0.3.0-ccccccc' });
    expect(rollbackTarget(own, 'mf-chat')).toBeUndefined();
  });
});

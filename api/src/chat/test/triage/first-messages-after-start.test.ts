/*
 * The API warms the triage up before it listens (warm-up.ts), so that the first visitors' messages are read by
 * optimised code: the warm-up must leave every reading as it was.
 */
import { triageMessage } from '../../domain/triage/triage';
import { warmUpTriage } from '../../domain/triage/warm-up';

const MESSAGES = [
  'Can I book an appointment for a second opinion about my lumbar MRI?',
  "Since Sunday I can't tell when my bladder is full and the inside of my thighs feels numb",
  "She isn't numb anywhere and has no trouble passing urine, just a sore lower back after the long drive",
  'My brother keeps saying everyone would be better off without him since the accident',
];

describe('the triage warmed up before the API listens reads every message as a cold one does', () => {
  it('gives the same readings before and after the warm-up', () => {
    const before = MESSAGES.map(triageMessage);
    warmUpTriage();
    expect(MESSAGES.map(triageMessage)).toEqual(before);
    expect(before[1]!.named.length).toBeGreaterThan(0);
    expect(before[2]).toEqual({ named: [], companions: [] });
  });
});

import { gateProblems, releaseInfoFromManifest } from '../domain/compatibility-gate';
import { chatManifest, shellCompat } from './release-fixtures';

const release = (manifest: ReturnType<typeof chatManifest>) =>
  releaseInfoFromManifest('mf-chat', manifest, { version: '0.2.0-abc1234', commit: 'abc1234', createdAt: new Date(0) });

describe('the promote gate', () => {
  it('passes a release built with the shell’s runtime, within its shared versions, with every expose it uses', () => {
    expect(gateProblems(release(chatManifest()), shellCompat)).toEqual([]);
  });

  it('refuses a release built with another federation runtime', () => {
    expect(gateProblems(release(chatManifest({ pluginVersion: '2.10.0' })), shellCompat)).toEqual([
      "federation runtime 2.10.0 differs from the shell's 2.9.2",
    ]);
  });

  it('refuses a release whose shared singleton needs a newer version than the shell provides', () => {
    expect(gateProblems(release(chatManifest({ reactRange: '^19.4.0' })), shellCompat)).toEqual([
      'shared singleton react requires ^19.4.0, the shell provides 19.3.1',
    ]);
  });

  it('refuses a release without an expose the shell uses', () => {
    expect(gateProblems(release(chatManifest({ exposes: ['chat-panel'] })), shellCompat)).toEqual([
      'expose chat-widget used by the shell is missing',
    ]);
  });

  it('lists every reason at once', () => {
    const manifest = chatManifest({ pluginVersion: '3.0.0', reactRange: '^20.0.0', exposes: [] });
    expect(gateProblems(release(manifest), shellCompat)).toHaveLength(3);
  });

  it('refuses to read a manifest of another container as this remote', () => {
    expect(() =>
      releaseInfoFromManifest('mf-booking', chatManifest(), { version: '1', commit: 'a', createdAt: new Date() }),
    ).toThrow('mf-manifest.json names the container mf_chat, not mf_booking');
  });
});

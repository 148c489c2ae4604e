/** @jest-environment node */
import { remoteProgress } from '@/lib/remote-loading';
import compatibilityPlugin from '../compatibility';

type AfterLoadManifest = (args: unknown) => unknown;
const afterLoadManifest = compatibilityPlugin().afterLoadManifest as AfterLoadManifest;

const origin = {
  version: '2.9.2',
  options: {
    name: 'shell',
    shared: {
      react: [{ version: '19.3.1', from: 'shell' }],
      // Registered by a remote, not the shell: not what the shell provides.
      jotai: [{ version: '2.0.0', from: 'mf_booking' }],
    },
  },
};

const manifestArgs = (
  container: string,
  { pluginVersion = '2.9.2', reactRange = '^19.2.0', expose = 'chat-widget' } = {},
) => ({
  moduleInfo: { name: container },
  origin,
  manifestJson: {
    name: container,
    metaData: { pluginVersion },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: reactRange },
      { name: 'jotai', version: '2.20.3', singleton: true, requiredVersion: '^2.15.0' },
    ],
    exposes: [{ name: expose }],
  },
});

describe('compatibility runtime plugin', () => {
  it('lets a remote that fits the shell load', () => {
    const args = manifestArgs('mf_chat');
    expect(afterLoadManifest(args)).toBe(args);
    expect(remoteProgress('mf_chat').stage).not.toBe('compat');
  });

  it.each([
    [
      'another federation runtime',
      { pluginVersion: '2.10.0' },
      "federation runtime 2.10.0 differs from the shell's 2.9.2",
    ],
    [
      'a singleton range the shell does not meet',
      { reactRange: '^19.4.0' },
      'react requires ^19.4.0, the shell provides 19.3.1',
    ],
    ['a missing expose', { expose: 'chat-panel' }, 'expose chat-widget used by the shell is missing'],
  ])('stops a remote with %s at stage compat, before its code runs', (_case, overrides, reason) => {
    expect(() => afterLoadManifest(manifestArgs('mf_chat', overrides))).toThrow(reason);
    expect(remoteProgress('mf_chat').stage).toBe('compat');
  });

  it('leaves a manifest that failed to load to the other plugins', () => {
    const args = { moduleInfo: { name: 'mf_content' }, origin, error: new Error('offline') };
    expect(afterLoadManifest(args)).toBe(args);
  });
});

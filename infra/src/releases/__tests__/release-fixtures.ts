import type { ShellCompatibility } from '@clinic/contracts';

/** An mf-manifest.json as rspack writes it for mf_chat, trimmed to what the gate reads. */
export const chatManifest = (overrides: { pluginVersion?: string; reactRange?: string; exposes?: string[] } = {}) => ({
  id: 'mf_chat',
  name: 'mf_chat',
  metaData: {
    name: 'mf_chat',
    buildInfo: { buildVersion: '0.1.0' },
    pluginVersion: overrides.pluginVersion ?? '2.9.2',
  },
  shared: [
    {
      id: 'mf_chat:react',
      name: 'react',
      version: '19.3.1',
      singleton: true,
      requiredVersion: overrides.reactRange ?? '^19.2.0',
    },
    { id: 'mf_chat:jotai', name: 'jotai', version: '2.20.3', singleton: true, requiredVersion: '^2.15.0' },
    // Not provided by the shell: the remote's own business.
    { id: 'mf_chat:left-pad', name: 'left-pad', version: '1.3.0', singleton: true, requiredVersion: '^1.3.0' },
  ],
  remotes: [],
  exposes: (overrides.exposes ?? ['chat-widget']).map((name) => ({ id: `mf_chat:${name}`, name, path: `./${name}` })),
});

export const shellCompat: ShellCompatibility = {
  federationRuntime: '2.9.2',
  shared: { react: '19.3.1', jotai: '2.20.3' },
  uses: { mf_chat: ['chat-widget'] },
};

import type { Configuration } from '@rspack/core';
import { createFrontEndConfig } from './app-config';

/** What the build needs from a REMOTE_REGISTRY entry (@clinic/contracts/remotes), structurally. */
export interface RegistryRemote {
  container: string;
  folder: string;
  devPort: number;
  exposes: Readonly<Record<string, { module: string }>>;
}

/** Rspack's `exposes` for one remote: './<name>' -> module path. */
export const rspackExposes = (remote: Pick<RegistryRemote, 'exposes'>): Record<string, string> =>
  Object.fromEntries(Object.entries(remote.exposes).map(([name, { module }]) => [`./${name}`, module]));

/** A remote's whole build from its registry entry: container name, dev port and exposes are never restated. */
export const createRemoteConfig = (
  remote: RegistryRemote,
  appDir: string,
  argv: { mode?: string } = {},
): Configuration =>
  createFrontEndConfig(
    {
      appDir,
      containerName: remote.container,
      devPort: remote.devPort,
      // 'auto': one build works wherever it is deployed (a release folder, a CDN).
      publicPath: 'auto',
      exposes: rspackExposes(remote),
      html: { title: `${remote.folder} (standalone)` },
      devProxy: { '/api': 'http://localhost:8080' },
    },
    argv,
  );

import { satisfy } from '@module-federation/runtime-core';
import {
  compatibilityProblems,
  remoteCompatibilityFromManifest,
  type RemoteCompatibility,
  type RemoteContainer,
  type ShellCompatibility,
} from '@clinic/contracts';
import { containerOf } from '@clinic/contracts/releases';
import type { RemoteApp } from './remote-app';

/** A published release's metadata, written as release.json beside its files. */
export interface ReleaseInfo extends RemoteCompatibility {
  remote: RemoteApp;
  container: RemoteContainer;
  version: string;
  commit: string;
  createdAt: string;
}

export function releaseInfoFromManifest(
  app: RemoteApp,
  manifest: unknown,
  { version, commit, createdAt }: { version: string; commit: string; createdAt: Date },
): ReleaseInfo {
  const container = containerOf(app);
  const name = (manifest as { name?: unknown } | undefined)?.name;
  if (name !== container) throw new Error(`mf-manifest.json names the container ${String(name)}, not ${container}`);
  return {
    remote: app,
    container,
    version,
    commit,
    createdAt: createdAt.toISOString(),
    ...remoteCompatibilityFromManifest(manifest),
  };
}

/**
 * The promote gate: every reason the release would break the environment's shell, [] when it fits. Uses Module
 * Federation's own `satisfy`, the function the shell's runtime resolves shared modules with.
 */
export const gateProblems = (release: ReleaseInfo, shell: ShellCompatibility): string[] =>
  compatibilityProblems(release.container, release, shell, satisfy);

import type { RemoteContainer } from '../remotes/remote-modules';
import { REMOTE_LIST } from '../remotes/remote-registry';

/**
 * The compatibility rules between the shell and a remote release, shared by the promote gate (infra/src/releases)
 * and the shell's run-time check (shell/src/runtime-plugins/compatibility.ts), so both refuse the same releases.
 */

/** A shared module as a remote's mf-manifest.json lists it. */
export interface RemoteSharedModule {
  name: string;
  version: string;
  /** A semver range, or false/absent when the remote accepts any version. */
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What a remote release brings: read from its mf-manifest.json. */
export interface RemoteCompatibility {
  /** The Module Federation version it was built with (mf-manifest.json metaData.pluginVersion). */
  federationRuntime: string;
  shared: readonly RemoteSharedModule[];
  /** Its expose names, without './'. */
  exposes: readonly string[];
}

/** What a shell build provides and uses (shell/dist/shell-compat.json, written by shell/scripts/write-shell-compat.ts). */
export interface ShellCompatibility {
  /** The federation runtime the shell ships to every remote (externalRuntime). */
  federationRuntime: string;
  /** Shared module -> the version the shell provides. */
  shared: Readonly<Record<string, string>>;
  /** Container -> the expose names the shell loads from it. */
  uses: Readonly<Partial<Record<RemoteContainer, readonly string[]>>>;
}

/** The exposes the shell loads from each remote: every expose the registry lists. */
export const SHELL_REMOTE_USES: ShellCompatibility['uses'] = Object.fromEntries(
  REMOTE_LIST.map((remote) => [remote.container, Object.keys(remote.exposes)]),
);

/** semver range check; the callers pass Module Federation's own `satisfy`, the one that resolves shared modules. */
export type SatisfiesRange = (version: string, range: string) => boolean;

/**
 * Every reason a remote release would break the shell, or [] when it fits: a different federation runtime, a
 * shared singleton whose requiredVersion the shell's copy does not meet, an expose the shell uses that is missing.
 * Singletons the shell does not provide are the remote's own business and are not checked.
 */
export function compatibilityProblems(
  container: RemoteContainer,
  remote: RemoteCompatibility,
  shell: ShellCompatibility,
  satisfies: SatisfiesRange,
): string[] {
  const problems: string[] = [];
  if (remote.federationRuntime !== shell.federationRuntime) {
    problems.push(`federation runtime ${remote.federationRuntime} differs from the shell's ${shell.federationRuntime}`);
  }
  for (const module of remote.shared) {
    const provided = shell.shared[module.name];
    if (!module.singleton || !module.requiredVersion || provided === undefined) continue;
    if (!satisfies(provided, module.requiredVersion)) {
      problems.push(
        `shared singleton ${module.name} requires ${module.requiredVersion}, the shell provides ${provided}`,
      );
    }
  }
  const exposes = new Set(remote.exposes.map((name) => name.replace(/^\.\//, '')));
  for (const expose of shell.uses[container] ?? []) {
    if (!exposes.has(expose)) problems.push(`expose ${expose} used by the shell is missing`);
  }
  return problems;
}

/** Reads the compatibility facts out of an mf-manifest.json (untyped JSON). */
export function remoteCompatibilityFromManifest(manifest: unknown): RemoteCompatibility {
  const json = (manifest ?? {}) as {
    metaData?: { pluginVersion?: unknown };
    shared?: unknown;
    exposes?: unknown;
  };
  const shared = Array.isArray(json.shared) ? (json.shared as RemoteSharedModule[]) : [];
  const exposes = Array.isArray(json.exposes) ? (json.exposes as { name?: unknown }[]) : [];
  return {
    federationRuntime: String(json.metaData?.pluginVersion ?? 'unknown'),
    shared: shared.map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      requiredVersion,
      singleton,
    })),
    exposes: exposes.map((expose) => String(expose.name)),
  };
}

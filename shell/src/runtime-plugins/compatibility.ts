import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  compatibilityProblems,
  remoteCompatibilityFromManifest,
  SHELL_REMOTE_USES,
  type RemoteContainer,
  type ShellCompatibility,
} from '@clinic/contracts';
import { recordRemoteStage } from '../lib/remote-loading';

type Federation = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadManifest']>>[0]['origin'];

/** What this shell provides: its federation runtime and the shared versions it registered itself. */
function shellCompatibility(origin: Federation): ShellCompatibility {
  const shared: Record<string, string> = {};
  for (const [name, versions] of Object.entries(origin.options.shared)) {
    const own = versions.find((candidate) => candidate.from === origin.options.name);
    if (own) shared[name] = own.version;
  }
  return { federationRuntime: origin.version, shared, uses: SHELL_REMOTE_USES };
}

/**
 * The promote gate's rules (packages/contracts, releases/compatibility.ts), checked again in the browser on each
 * remote's manifest before any of its code runs: a remote that does not fit the shell fails at stage 'compat', and
 * its region shows its fallback and reports it like any other load failure (fallback.ts).
 */
export default function compatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-compatibility-plugin',
    afterLoadManifest(args) {
      if (args.error || !args.manifestJson) return args;
      const container = args.moduleInfo.name as RemoteContainer;
      const problems = compatibilityProblems(
        container,
        remoteCompatibilityFromManifest(args.manifestJson),
        shellCompatibility(args.origin),
        satisfy,
      );
      if (problems.length === 0) return args;
      recordRemoteStage(container, 'compat');
      throw new Error(`${container} does not fit this shell: ${problems.join('; ')}`);
    },
  };
}

import type { ShellCompatibility } from '@clinic/contracts';
import type { ReleasePaths } from '../data-access/release-paths';
import { readRelease } from '../data-access/release-store';
import { gateProblems, type ReleaseInfo } from '../domain/compatibility-gate';
import { isManifestUrl } from '@clinic/contracts/releases';
import type { RemoteApp } from '../domain/remote-app';

/** The release an environment entry names; undefined for a manifest URL, which is not a release and is not checked. */
export function releaseFor(paths: ReleasePaths, app: RemoteApp, entry: string): ReleaseInfo | undefined {
  if (!isManifestUrl(entry)) return readRelease(paths.releasesDir, app, entry);
  process.stderr.write(`warning: ${app} ${entry} is a URL, not a release: not checked for compatibility\n`);
  return undefined;
}

/** The gate's verdict as lines to print: [] when the release fits. */
export function gateReport(release: ReleaseInfo, shell: ShellCompatibility, shellName: string): string[] {
  const problems = gateProblems(release, shell);
  if (problems.length === 0) return [];
  return [`${release.remote} ${release.version} does not fit ${shellName}:`, ...problems.map((p) => `  - ${p}`)];
}

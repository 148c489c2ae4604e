import path from 'node:path';
import { REPO_ROOT } from '../../workspaces/workspaces';

/** Where releases and environment files live: the repo by default; RELEASES_DIR / ENVIRONMENTS_DIR override (tests, an object store mount). */
export interface ReleasePaths {
  repoRoot: string;
  releasesDir: string;
  environmentsDir: string;
}

export function releasePathsFromEnv(env: Record<string, string | undefined> = process.env): ReleasePaths {
  return {
    repoRoot: REPO_ROOT,
    releasesDir: path.resolve(env.RELEASES_DIR?.trim() || path.join(REPO_ROOT, 'releases')),
    environmentsDir: path.resolve(env.ENVIRONMENTS_DIR?.trim() || path.join(REPO_ROOT, 'infra', 'environments')),
  };
}

import path from 'node:path';
import { findRepoRoot } from '../../config/load-config';

/** Where releases and environment files live: the repo by default; RELEASES_DIR / ENVIRONMENTS_DIR override (tests, an object store mount). */
export interface ReleasePaths {
  repoRoot: string;
  releasesDir: string;
  environmentsDir: string;
}

export const defaultReleasesDir = (repoRoot: string) => path.join(repoRoot, 'releases');
export const defaultEnvironmentsDir = (repoRoot: string) => path.join(repoRoot, 'infra', 'environments');

export function releasePathsFromEnv(env: Record<string, string | undefined> = process.env): ReleasePaths {
  const repoRoot = findRepoRoot();
  return {
    repoRoot,
    releasesDir: path.resolve(env.RELEASES_DIR?.trim() || defaultReleasesDir(repoRoot)),
    environmentsDir: path.resolve(env.ENVIRONMENTS_DIR?.trim() || defaultEnvironmentsDir(repoRoot)),
  };
}

export const environmentFilePath = (environmentsDir: string, env: string) =>
  path.join(environmentsDir, env, 'remotes.json');

/** Per-environment server HTML of the routes a promoted remote owns, served in preference to shell/dist's. */
export const environmentPagesDir = (environmentsDir: string, env: string) => path.join(environmentsDir, env, 'pages');

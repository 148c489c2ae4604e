import fs from 'node:fs';
import path from 'node:path';
import { releaseInfoFromManifest, type ReleaseInfo } from '../domain/compatibility-gate';
import { RELEASE_VERSION_PATTERN } from '@clinic/contracts/releases';
import type { RemoteApp } from '../domain/remote-app';

export const RELEASE_INFO_FILE = 'release.json';

export class ReleaseError extends Error {}

export const releaseDir = (releasesDir: string, app: RemoteApp, version: string) =>
  path.join(releasesDir, app, version);

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Copies a remote's build to releases/<remote>/<version>/ with its release.json, never over an existing version:
 * the copy is made under a temporary name and renamed into place, so a reader sees all of it or nothing.
 */
export function publishRelease(options: {
  releasesDir: string;
  app: RemoteApp;
  distDir: string;
  version: string;
  commit: string;
  now?: Date;
}): ReleaseInfo {
  const { releasesDir, app, distDir, version, commit } = options;
  if (!RELEASE_VERSION_PATTERN.test(version)) throw new ReleaseError(`invalid release version ${version}`);
  const target = releaseDir(releasesDir, app, version);
  if (fs.existsSync(target)) throw new ReleaseError(`${app} ${version} is already released; versions are immutable`);
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new ReleaseError(`${manifestFile} is missing: build ${app} first`);
  const info = releaseInfoFromManifest(app, readJson(manifestFile), {
    version,
    commit,
    createdAt: options.now ?? new Date(),
  });
  const staging = path.join(releasesDir, app, `.${version}.${process.pid}.tmp`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(distDir, staging, { recursive: true });
  fs.writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new ReleaseError(`${app} ${version} could not be published: ${String(error)}`);
  }
  return info;
}

export function readRelease(releasesDir: string, app: RemoteApp, version: string): ReleaseInfo {
  const file = path.join(releaseDir(releasesDir, app, version), RELEASE_INFO_FILE);
  if (!RELEASE_VERSION_PATTERN.test(version) || !fs.existsSync(file)) {
    throw new ReleaseError(`no release ${app} ${version} in ${releasesDir}`);
  }
  return readJson(file) as ReleaseInfo;
}

/** `1.2.3…` -> [1, 2, 3]; a version without that prefix (a `--version` name) sorts before every numbered one. */
const numberedPart = (version: string): number[] =>
  /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number) ?? [-1, -1, -1];

const compareNumbered = (a: number[], b: number[]) => a.map((part, i) => part - b[i]!).find((d) => d !== 0) ?? 0;

/**
 * A remote's published releases, oldest first: by version number (0.2.0 after 0.10.0 is wrong, so numerically), then
 * for the same number (another commit) by when each was published. Only folders named as a version with their
 * release.json count: a publish still under way (its temporary folder) or anything else in the folder is not a release.
 */
export function listReleases(releasesDir: string, app: RemoteApp): ReleaseInfo[] {
  const dir = path.join(releasesDir, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_VERSION_PATTERN.test(entry.name))
    .filter((entry) => fs.existsSync(path.join(dir, entry.name, RELEASE_INFO_FILE)))
    .map((entry) => readRelease(releasesDir, app, entry.name))
    .sort(
      (a, b) =>
        compareNumbered(numberedPart(a.version), numberedPart(b.version)) || a.createdAt.localeCompare(b.createdAt),
    );
}

/** The remote's build beside the API (<remote>/dist), described as a release: what `npm run release` would publish. */
export function readLocalBuild(repoRoot: string, app: RemoteApp): ReleaseInfo {
  const file = path.join(repoRoot, app, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new ReleaseError(`${file} is missing: build ${app} first`);
  return releaseInfoFromManifest(app, readJson(file), { version: 'dist', commit: 'local', createdAt: new Date() });
}

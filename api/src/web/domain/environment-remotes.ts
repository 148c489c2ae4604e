import fs from 'node:fs';
import type { RemotesManifest } from '@clinic/contracts';
import type { ReleasesConfig } from '../../config/load-config';
import { containerOf, environmentFilePath, manifestUrlFor, parseEnvironmentFile } from '@clinic/contracts/releases';
import { REMOTE_APPS } from './web-layout';

/**
 * /remotes.json from the environment file: each promoted remote's release, the rest as configured. The file is
 * checked on every request (one stat) and read again when it has changed, so a promote or rollback shows on the
 * next page load without a restart. A missing or broken file keeps the last good answer and is reported once.
 */
export function environmentRemotes(
  releases: ReleasesConfig,
  configured: RemotesManifest,
  warn: (message: string) => void,
): () => RemotesManifest {
  const { environment } = releases;
  if (!environment) return () => configured;
  const file = environmentFilePath(releases.environmentsDir, environment);
  let current = configured;
  let seen = '';

  const compose = (json: unknown): RemotesManifest => {
    const { remotes } = parseEnvironmentFile(json);
    const manifest = { ...configured };
    for (const app of REMOTE_APPS) {
      const container = containerOf(app);
      const entry = remotes[app];
      if (entry && !releases.pinnedRemotes.includes(container)) manifest[container] = manifestUrlFor(app, entry);
    }
    return manifest;
  };

  return () => {
    let version: string;
    try {
      const stat = fs.statSync(file);
      version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      version = 'missing';
    }
    if (version === seen) return current;
    seen = version;
    try {
      current = compose(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      warn(`${file}: ${error instanceof Error ? error.message : String(error)}; serving the last good remotes`);
    }
    return current;
  };
}

import { releasePathsFromEnv } from '../data-access/release-paths';
import { listReleases } from '../data-access/release-store';
import { CliError, remoteArgument, runCli } from './cli-support';

/**
 * `npx tsx infra/src/releases/entry-points/latest-release-cli.ts <remote>`: prints the newest published release
 * version of the remote (in RELEASES_DIR, as `npm run release` publishes them), for promote on main.
 */
void runCli(() => {
  const app = remoteArgument(process.argv[2]);
  const { releasesDir } = releasePathsFromEnv();
  const newest = listReleases(releasesDir, app).at(-1);
  if (!newest) throw new CliError(`no release of ${app} in ${releasesDir}`);
  process.stdout.write(`${newest.version}\n`);
});

import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvironment, readShellCompatibility, readShellCompatibilityFile } from '../data-access/environment-store';
import { releasePathsFromEnv } from '../data-access/release-paths';
import { readLocalBuild } from '../data-access/release-store';
import type { ReleaseInfo } from '../domain/compatibility-gate';
import type { RemoteApp } from '../domain/remote-app';
import { CliError, remoteArgument, runCli } from './cli-support';
import { gateReport, releaseFor } from './gate';

/**
 * The promote gate alone; exit 1 listing every reason.
 *   npm run compat -- --env <env> <remote> <version>   a published release
 *   npm run compat -- --env <env> <remote>             the remote's build (<remote>/dist), before releasing it
 *   npm run compat -- --env <env> [--shell <file>]     every release the environment runs, e.g. against a new
 *                                                      shell build's shell-compat.json before deploying it
 */
void runCli(() => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { env: { type: 'string' }, shell: { type: 'string' } },
  });
  if (!values.env) throw new CliError('name the environment: --env local|staging|production');
  const paths = releasePathsFromEnv();
  const environment = readEnvironment(paths.environmentsDir, values.env);
  const shell = values.shell
    ? readShellCompatibilityFile(path.resolve(values.shell))
    : readShellCompatibility(paths.repoRoot, environment);
  const shellName = values.shell ?? `the ${values.env} shell`;

  let releases: (ReleaseInfo | undefined)[];
  if (positionals[0]) {
    const app = remoteArgument(positionals[0]);
    releases = [positionals[1] ? releaseFor(paths, app, positionals[1]) : readLocalBuild(paths.repoRoot, app)];
  } else {
    releases = Object.entries(environment.remotes).map(([app, entry]) => releaseFor(paths, app as RemoteApp, entry));
  }

  const report = releases.flatMap((release) => (release ? gateReport(release, shell, shellName) : []));
  if (report.length > 0) throw new CliError(report.join('\n'));
  for (const release of releases) {
    if (release) process.stdout.write(`${release.remote} ${release.version} fits ${shellName}\n`);
  }
});

import { parseArgs } from 'node:util';
import { readEnvironment, readShellCompatibility, writeEnvironment } from '../data-access/environment-store';
import { environmentPagesDir, type EnvironmentFile } from '@clinic/contracts/releases';
import { releasePathsFromEnv, type ReleasePaths } from '../data-access/release-paths';
import { promote, rollback, rollbackTarget } from '../domain/environment-history';
import { PAGE_OWNER_OF } from '../domain/page-owners';
// The one place infra reaches into an app (allowed in eslint.config.mjs): the shell's own prerender, so promoted pages
// are rendered exactly as the build renders them.
import { refreshOwnedPages } from '../../../../shell/scripts/prerender-pages';
import type { RemoteApp } from '../domain/remote-app';
import { CliError, remoteArgument, runCli } from './cli-support';
import { gateReport, releaseFor } from './gate';

/**
 * `npm run promote -- --env <env> <remote> <version|url>` and `npm run rollback -- --env <env> <remote>`: the
 * environment's remotes.json, gated by compatibility with the environment's shell (see compat-cli.ts). A running API
 * serves the change on the next page load.
 */

/** Refuses, listing every reason, a release that does not fit the environment's shell. */
function checkGate(paths: ReleasePaths, env: string, environment: EnvironmentFile, app: RemoteApp, target: string) {
  const release = releaseFor(paths, app, target);
  if (!release) return;
  const report = gateReport(release, readShellCompatibility(paths.repoRoot, environment), `the ${env} shell`);
  if (report.length > 0) throw new CliError(report.join('\n'));
}

/**
 * Renders again, with the environment's remotes, the routes whose main content the remote renders, into the
 * environment's pages folder (served before shell/dist's copies). The shell is not rebuilt.
 */
async function refreshPages(paths: ReleasePaths, env: string, app: RemoteApp) {
  const owner = PAGE_OWNER_OF[app];
  if (!owner) return void process.stdout.write(`${app} owns no route: no server HTML to refresh\n`);
  try {
    await refreshOwnedPages({
      owner,
      outDir: environmentPagesDir(paths.environmentsDir, env),
      apiEnv: { REMOTES_ENVIRONMENT: env, RELEASES_DIR: paths.releasesDir, ENVIRONMENTS_DIR: paths.environmentsDir },
    });
  } catch (error) {
    throw new CliError(
      `the ${env} environment now runs the new ${app}, but its server HTML was not refreshed: ${String(error)}`,
    );
  }
}

void runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { env: { type: 'string' } },
  });
  const env = values.env;
  if (!env) throw new CliError('name the environment: --env local|staging|production');
  const app = remoteArgument(positionals[0]);
  const paths = releasePathsFromEnv();
  const environment = readEnvironment(paths.environmentsDir, env);

  if (command === 'promote') {
    const target = positionals[1];
    if (!target) throw new CliError('name the version (or manifest URL) to promote');
    checkGate(paths, env, environment, app, target);
    writeEnvironment(paths.environmentsDir, env, promote(environment, app, target, new Date()));
    process.stdout.write(`${env}: ${app} -> ${target}\n`);
    await refreshPages(paths, env, app);
  } else if (command === 'rollback') {
    const target = rollbackTarget(environment, app);
    if (target === undefined) throw new CliError(`${env}: no promotion of ${app} to roll back`);
    if (target !== null) checkGate(paths, env, environment, app, target);
    writeEnvironment(paths.environmentsDir, env, rollback(environment, app, target, new Date()));
    process.stdout.write(`${env}: ${app} -> ${target ?? 'its own build (dist)'}\n`);
    await refreshPages(paths, env, app);
  } else {
    throw new CliError('usage: environment-cli promote|rollback --env <env> <remote> [<version>]');
  }
});

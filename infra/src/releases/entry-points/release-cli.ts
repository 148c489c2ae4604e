import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publishRelease } from '../data-access/release-store';
import { releasePathsFromEnv } from '../data-access/release-paths';
import { remoteArgument, runCli } from './cli-support';

/**
 * `npm run release -- <remote> [--version <v>] [--dist <folder>]`: builds the remote (turbo, cached) and publishes
 * releases/<remote>/<version>/. The version is package.json's plus the short commit, `0.1.0-9878ce7`. `--dist`
 * publishes a folder already built (a pipeline's build step, the release e2e test).
 */
void runCli(() => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { version: { type: 'string' }, dist: { type: 'string' } },
  });
  const app = remoteArgument(positionals[0]);
  const { repoRoot, releasesDir } = releasePathsFromEnv();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short=7', 'HEAD');
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (!values.dist) {
    execFileSync('npx', ['turbo', 'run', 'build', `--filter=@clinic/${app}`, '--output-logs=errors-only'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (git('status', '--porcelain', '--', app, 'packages')) {
      process.stderr.write(
        `warning: ${app} or packages/ has uncommitted changes; the release is not commit ${commit}\n`,
      );
    }
  }
  const info = publishRelease({
    releasesDir,
    app,
    distDir: path.resolve(values.dist ?? path.join(repoRoot, app, 'dist')),
    version: values.version ?? `${packageVersion}-${commit}`,
    commit,
  });
  process.stdout.write(`released ${app} ${info.version} to ${path.join(releasesDir, app, info.version)}\n`);
});

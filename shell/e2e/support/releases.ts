import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';

/** Drives the repo's own release commands and a second API for releases.spec.ts. */

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Runs `npm run <script> -- <args>` at the repo root. */
export const npmRunResult = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync('npm', ['run', '-s', script, '--', ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });

/** The same, throwing with its output when it fails. */
export function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = npmRunResult(script, args, env);
  if (result.status !== 0)
    throw new Error(`npm run ${script} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

export interface Marker {
  /** The messages file, relative to the remote's folder. */
  file: string;
  from: string;
  to: string;
}

/**
 * A second build of a remote with one message changed: a copy of its source in `workDir` (the repo's node_modules
 * linked beside it), built with its own rspack config. The committed source is never touched.
 */
export function buildMarkedRemote(workDir: string, app: string, marker: Marker): string {
  const appDir = path.join(workDir, app);
  mkdirSync(appDir, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.ts', 'tsconfig.json']) {
    cpSync(path.join(REPO_ROOT, app, entry), path.join(appDir, entry), { recursive: true });
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  // Packages npm installed in the remote's own folder (versions the root does not hoist).
  const ownModules = path.join(REPO_ROOT, app, 'node_modules');
  if (existsSync(ownModules)) symlinkSync(ownModules, path.join(appDir, 'node_modules'), 'dir');
  const messagesFile = path.join(appDir, marker.file);
  const original = readFileSync(messagesFile, 'utf8');
  if (!original.includes(marker.from))
    throw new Error(`${marker.from} is not in ${app}/${marker.file}: update the spec`);
  writeFileSync(messagesFile, original.replace(marker.from, marker.to));
  const rspack = path.join(REPO_ROOT, 'node_modules/.bin/rspack');
  const result = spawnSync(rspack, ['build', '--mode', 'production'], { cwd: appDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the marked ${app} failed:\n${result.stdout}${result.stderr}`);
  return path.join(appDir, 'dist');
}

/**
 * GET on a new connection: a promote can take longer than the server's keep-alive, and a pooled connection the
 * server has just closed would fail the request.
 */
export function fetchFresh(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** The built API (api/dist), started once; resolves when /api/health answers. */
export async function startApi(env: NodeJS.ProcessEnv, origin: string): Promise<ChildProcess> {
  const api = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/start.js')], { env, stdio: 'inherit' });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  api.kill();
  throw new Error('the releases API did not start');
}

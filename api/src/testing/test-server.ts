import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/load-config';
import { start, type CreateAppOptions, type RunningServer } from '../server';

let processDataDir: string | undefined;

/** One throwaway DATA_DIR per test process, so tests that don't care never write into the repo's var/. */
const testProcessDataDir = () => {
  if (!processDataDir) {
    const dir = makeDataDir();
    process.once('exit', () => removeDataDir(dir));
    processDataDir = dir;
  }
  return processDataDir;
};

/** A fresh, empty DATA_DIR under the OS temp folder. */
export const makeDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-data-'));

// Retries: a store's writer thread may still be finishing its last file when a test ends.
export const removeDataDir = (dir: string) =>
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });

/** Config for tests: silent logs, a free port, a temporary DATA_DIR, everything else from defaults plus overrides. */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: testProcessDataDir(), ...env });

export const startTestServer = (
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<RunningServer> => start(testConfig(env), options);

/** A throwaway WEB_ROOT holding the given files (paths relative to the root). */
export const makeWebRoot = (files: Record<string, string>): string => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-web-root-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
};

export const removeWebRoot = (root: string) => fs.rmSync(root, { recursive: true, force: true });

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET with the path sent byte for byte (fetch would normalise '%2e%2e' and friends). */
export const rawRequest = (baseUrl: string, rawPath: string, method = 'GET'): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const req = http.request({ hostname, port, path: rawPath, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

/** The nonce in the style-src directive of a Content-Security-Policy header. */
export const nonceFromCsp = (csp: string | null): string | undefined => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface Site {
  origin: string;
  stop: () => void;
}

/** Fails when something already listens on the port: a leftover server would answer for the site being measured. */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what listens there, or set BENCH_PORT`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Serves the built site from the API's build (`api/dist/start.js`) on 127.0.0.1:port, as production does; `env`
 * adds or overrides variables (the staff bench runs the local sign-in, which production never starts).
 */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
  await checkPortFree(port);
  const server = spawn(process.execPath, [path.join(__dirname, '../../api/dist/start.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = () => void server.kill('SIGTERM');
  let exited = false;
  server.once('exit', () => (exited = true));
  // Up to a minute: on this shared 2-core machine the API can take 10 s to start.
  for (let attempt = 0; attempt < 600 && !exited; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the site did not start: run `npm run build` first');
}

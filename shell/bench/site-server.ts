import { spawn } from 'node:child_process';
import path from 'node:path';

export interface Site {
  origin: string;
  stop: () => void;
}

/**
 * Serves the built site from the API's build (`api/dist/start.js`) on 127.0.0.1:port, as production does; `env`
 * adds or overrides variables (the staff bench runs the local sign-in, which production never starts).
 */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<Site> {
  const origin = `http://127.0.0.1:${port}`;
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
  for (let attempt = 0; attempt < 100; attempt += 1) {
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

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SecondServer {
  origin: string;
  stop: () => Promise<void>;
}

const API_ENTRY = path.join(__dirname, '../../../api/dist/start.js');

/** E2E_PORT + 100: beside the main e2e server (8731 -> 8831), so runs on other ports never meet. */
export const secondServerPort = () => Number(process.env.E2E_PORT ?? 8731) + 100;

async function waitForHealth(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the second API did not start on ${origin}`);
}

/** The built site served by a second API process with its own settings (env) and its own empty DATA_DIR. */
export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = secondServerPort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-second-'));
  const child = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

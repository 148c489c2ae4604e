import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** kill -9: no shutdown hooks, no flushing, as a power cut or the OOM killer would. */
  killHard: () => Promise<void>;
  stop: () => Promise<void>;
}

const START_FILE = path.join(__dirname, '..', 'start.ts');
/** As production runs the API (its serve script, infra/Dockerfile): every server measured here gets the same. */
const NODE_FLAGS = ['--max-semi-space-size=64'];

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A port the OS reports free right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Resolves once GET /api/health answers; rejects if the process exits first. */
const ready = (url: string, child: ChildProcess, recent: string[]) =>
  new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${recent.join('')}`));
    child.once('exit', onExit);
    const probe = () =>
      http
        .get(`${url}/api/health`, (res) => {
          res.resume();
          child.off('exit', onExit);
          resolve();
        })
        // Refused until it listens: ask again on the next turn of the event loop.
        .on('error', () => child.exitCode === null && setTimeout(probe, 25));
    probe();
  });

/**
 * Runs the real server (src/start.ts through tsx; or another entry answering GET /api/health) as a separate
 * process, and resolves once it answers. Used by the crash-safety test and the benchmark; `port` defaults to a
 * free one (the benchmark passes BENCH_PORT so parallel runs on one machine keep to their own ports).
 */
export const startChildServer = async (
  env: Record<string, string>,
  entry: string = START_FILE,
  port?: number,
): Promise<ChildServer> => {
  port ??= await freePort();
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep the last log lines for a start-up failure's message; drain the rest so the child never blocks on the pipe.
  const recent: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    recent.push(chunk);
    if (recent.length > 5) recent.shift();
  });
  const url = `http://127.0.0.1:${port}`;
  await ready(url, child, recent);
  return {
    url,
    process: child,
    killHard: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};

import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const out = (line = '') => process.stdout.write(`${line}\n`);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
  /** The server's own CPU time (user + system) per request answered during the run; when its pid was given. */
  cpuMsPerRequest?: number;
}

export interface LoadOptions {
  body?: string;
  /** The server's process: its CPU time is read before and after the run. */
  serverPid?: number;
  /** Requests per second across all connections; as fast as the server answers when unset. */
  overallRate?: number;
  /** Seconds measured (DURATION_S) after a warm-up of warmUpS (2: JIT, SQLite page cache, sockets). */
  durationS?: number;
  warmUpS?: number;
}

/** On CONNECTIONS connections, as fast as the server answers or at overallRate. */
export const measure = async (
  name: string,
  url: string,
  { body, serverPid, overallRate, durationS = DURATION_S, warmUpS = 2 }: LoadOptions = {},
): Promise<Figures> => {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(overallRate === undefined ? {} : { overallRate }),
    ...(body === undefined
      ? { method: 'GET' as const }
      : { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body }),
  };
  if (warmUpS > 0) await autocannon({ ...options, duration: warmUpS });
  const cpuBefore = processCpuMs(serverPid);
  const result = await autocannon({ ...options, duration: durationS });
  const cpuAfter = processCpuMs(serverPid);
  const answered = result.requests.total;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: answered,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / answered }
      : {}),
  };
};

export const row = (f: Figures) =>
  `${f.name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(
    f.p99,
  ).padStart(3)} ms   non-2xx ${f.non2xx}   errors ${f.errors}${
    f.cpuMsPerRequest === undefined ? '' : `   server CPU ${f.cpuMsPerRequest.toFixed(3)} ms/request`
  }`;

/**
 * npm run bench:api — prints figures, asserts nothing (not a timed test).
 *  1. autocannon against a bare Express JSON echo (the ceiling: as app.listen() serves it, and again through the
 *     API's own server, createExpressServer), GET /api/health (the API's middleware alone) and
 *     POST /api/bookings (embedded SQLite, default durability: WAL + synchronous=FULL with group commit, the outbox
 *     worker writing two .eml files per request), same body, same connections, same run. The bare echo and the
 *     bookings alternate for BENCH_ROUNDS rounds; the ratio printed last is the median of the rounds' ratios.
 *  2. What metrics cost: bookings per second with GET /metrics off (the default) and on (METRICS_PORT, scraped every
 *     BENCH_SCRAPE_S seconds meanwhile, as Prometheus would), BENCH_METRICS_PAIRS pairs alternating which goes first.
 *  3. The crash-safety scenario at full size: kill -9 during a burst, restart, count what survived.
 * Both servers run as child processes so autocannon does not share their event loop.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adultBooking } from '../src/testing/booking-fixtures';
import { outboxDrained, runCrashBurst } from '../src/testing/crash-burst';
import { freePort, startChildServer } from '../src/testing/child-server';
import { makeDataDir, removeDataDir } from '../src/testing/test-server';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const METRICS_PAIRS = Number(process.env.BENCH_METRICS_PAIRS ?? 3);
const SCRAPE_S = Number(process.env.BENCH_SCRAPE_S ?? 5);
/** Every server of the run listens here in turn (one at a time); a free port when unset. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

const out = (line = '') => process.stdout.write(`${line}\n`);

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

const measure = async (name: string, url: string, body?: string): Promise<Figures> => {
  const options = {
    url,
    connections: CONNECTIONS,
    ...(body === undefined
      ? { method: 'GET' as const }
      : { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body }),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, SQLite page cache, sockets
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
};

/** The echo as Express's app.listen() serves it, or through createExpressServer like the API (echo-server.ts). */
const measureEcho = async (name: string, server: 'app.listen' | 'express-server', body: string) => {
  const echo = await startChildServer({ ECHO_SERVER: server }, path.join(__dirname, 'echo-server.ts'), PORT);
  try {
    return await measure(name, `${echo.url}/echo`, body);
  } finally {
    await echo.stop();
  }
};

const row = (f: Figures) =>
  `${f.name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(
    f.p99,
  ).padStart(3)} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const main = async () => {
  const body = JSON.stringify(adultBooking());
  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  out(`load average ${loadAverage()}`);
  out(
    `bench:api  ${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s warm-up), ${ROUNDS} rounds of echo then bookings, API LOG_LEVEL=${LOG_LEVEL}`,
  );

  /** One server at a time (BENCH_PORT). */
  const startApi = (dataDir: string, env: Record<string, string> = {}) =>
    startChildServer(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL,
        BOOKINGS_PER_IP_PER_HOUR: '1000000',
        API_RATE_LIMIT_PER_MINUTE: '1000000',
        // Every request has the same address: each still gets its acknowledgement, as in the rounds before.
        ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '1000000',
        ...env,
      },
      undefined,
      PORT,
    );
  const rounds: { echo: Figures; bookings: Figures; drainMs: number }[] = [];
  let healthFigures: Figures | undefined;
  const echoLikeApiFigures = await measureEcho("echo, API's server", 'express-server', body);
  // Echo and bookings alternate, so a change in the machine's load between runs weighs on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    const echo = await measureEcho('express JSON echo', 'app.listen', body);
    // Each round starts alike: an empty database, and the previous round's files written out to disk. A round
    // leaves ~100k requests and ~200k .eml files; reused, they made each round slower than the one before.
    const dataDir = makeDataDir();
    try {
      const api = await startApi(dataDir);
      try {
        // The same middleware stack (logging, security headers, CSP nonce, compression) with no work behind it.
        healthFigures ??= await measure('GET /api/health', `${api.url}/api/health`);
        const bookings = await measure('POST /api/bookings', `${api.url}/api/bookings`, body);
        // Delivery waits while requests are in flight: report how long the outbox took to go out after the run.
        const drainStart = performance.now();
        await outboxDrained(dataDir, 600_000);
        rounds.push({ echo, bookings, drainMs: performance.now() - drainStart });
      } finally {
        await api.stop();
      }
    } finally {
      removeDataDir(dataDir);
      execFileSync('sync');
    }
  }

  out(`load average after the runs ${loadAverage()}`);
  if (healthFigures) out(row(healthFigures));
  out(row(echoLikeApiFigures));
  const ratios = rounds.map(({ echo, bookings }) => (100 * bookings.requestsPerSecond) / echo.requestsPerSecond);
  rounds.forEach(({ echo, bookings, drainMs }, index) => {
    out(`round ${index + 1}`);
    out(row(echo));
    out(row(bookings));
    out(
      `  bookings: ${ratios[index]?.toFixed(0)} % of the echo's req/s; outbox (${bookings.requests} requests) delivered ${drainMs.toFixed(0)} ms after the run`,
    );
  });
  const bookingsPerSecond = rounds.map(({ bookings }) => bookings.requestsPerSecond);
  const p99s = rounds.map(({ bookings }) => bookings.p99);
  out(
    `bookings / echo, median of ${ROUNDS} rounds: ${median(ratios).toFixed(0)} % of the bare echo's req/s (target >= 50 %; rounds ${ratios.map((r) => r.toFixed(0)).join(', ')} %), ${((100 * median(bookingsPerSecond)) / echoLikeApiFigures.requestsPerSecond).toFixed(0)} % of the echo served like the API; bookings p99 median ${median(p99s)} ms, worst ${Math.max(...p99s)} ms (target <= 20 ms)`,
  );

  out();
  out(
    `metrics cost: ${METRICS_PAIRS} pairs of bookings runs, metrics off and on (METRICS_PORT, scraped every ${SCRAPE_S} s), alternating which goes first`,
  );
  /** Bookings on a fresh DATA_DIR; with metrics, a scraper reads /metrics every SCRAPE_S seconds meanwhile. */
  const bookingsWith = async (metrics: boolean) => {
    const dataDir = makeDataDir();
    try {
      const metricsPort = metrics ? await freePort() : undefined;
      const api = await startApi(dataDir, metricsPort ? { METRICS_PORT: String(metricsPort) } : {});
      const scrapes: number[] = [];
      const scraper =
        metricsPort &&
        setInterval(() => {
          const startedAt = performance.now();
          void fetch(`http://127.0.0.1:${metricsPort}/metrics`)
            .then((res) => res.text())
            .then(() => scrapes.push(performance.now() - startedAt))
            .catch(() => undefined);
        }, SCRAPE_S * 1000);
      try {
        const figures = await measure(`bookings, metrics ${metrics ? 'on ' : 'off'}`, `${api.url}/api/bookings`, body);
        return { figures, scrapes };
      } finally {
        if (scraper) clearInterval(scraper);
        await api.stop();
      }
    } finally {
      removeDataDir(dataDir);
      execFileSync('sync');
    }
  };
  const pairs: { off: Figures; on: Figures; scrapes: number[] }[] = [];
  for (let pair = 0; pair < METRICS_PAIRS; pair += 1) {
    const onFirst = pair % 2 === 1;
    const first = await bookingsWith(onFirst);
    const second = await bookingsWith(!onFirst);
    const [on, off] = onFirst ? [first, second] : [second, first];
    pairs.push({ off: off.figures, on: on.figures, scrapes: on.scrapes });
  }
  const costs = pairs.map(
    ({ off, on }) => (100 * (off.requestsPerSecond - on.requestsPerSecond)) / off.requestsPerSecond,
  );
  pairs.forEach(({ off, on, scrapes }, index) => {
    out(`pair ${index + 1} (${index % 2 === 1 ? 'on' : 'off'} first)`);
    out(row(off));
    out(row(on));
    out(
      `  metrics cost ${costs[index]?.toFixed(1)} % of bookings/s; ${scrapes.length} scrapes, slowest ${Math.max(0, ...scrapes).toFixed(0)} ms`,
    );
  });
  out(
    `metrics cost, median of ${METRICS_PAIRS} pairs: ${median(costs).toFixed(1)} % (target <= 5 %; pairs ${costs.map((cost) => cost.toFixed(1)).join(', ')} %)`,
  );

  out();
  out(`crash safety: ${BURST} concurrent submissions, kill -9 after ${Math.round(BURST * 0.3)} answers, restart`);
  const crashDir = makeDataDir();
  try {
    const result = await runCrashBurst({
      dataDir: crashDir,
      submissions: BURST,
      killAfterAccepted: Math.round(BURST * 0.3),
      leaseMs: 2_000,
      port: PORT,
      body: (index) => adultBooking({ first_name: `Burst${index}` }),
    });
    out(
      `  201 answers ${result.accepted.length}, cut off by the kill ${result.cutOff}, other answers ${result.otherStatuses.length}`,
    );
    out(
      `  stored after restart ${result.storedAfterRestart}, lost 201s ${result.lost.length}, clinic .eml files ${result.clinicEmailsOnDisk}, submissions without exactly one email ${result.emailNotExactlyOnce.length}`,
    );
    out(`  burst ${result.burstMs.toFixed(0)} ms, outbox drained ${result.drainMs.toFixed(0)} ms after the restart`);
    if (result.lost.length > 0 || result.emailNotExactlyOnce.length > 0) process.exitCode = 1;
  } finally {
    removeDataDir(crashDir);
  }
};

void main();

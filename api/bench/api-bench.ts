/**
 * npm run bench:api — prints figures, asserts nothing (not a timed test).
 *  1. autocannon against a bare Express JSON echo (the ceiling: as app.listen() serves it, and again through the
 *     API's own server, createExpressServer), GET /api/health (the API's middleware alone) and
 *     POST /api/bookings (embedded SQLite, default durability: WAL + synchronous=FULL with group commit, the outbox
 *     worker writing two .eml files per request), same body, same connections, same run. The bare echo and the
 *     bookings alternate for BENCH_ROUNDS rounds; the ratio printed last is the median of the rounds' ratios.
 *  2. What metrics cost (metrics-cost.ts): the server's CPU time per booking and bookings per second, GET /metrics
 *     off and on.
 *  3. The crash-safety scenario at full size: kill -9 during a burst, restart, count what survived.
 * Both servers run as child processes so autocannon does not share their event loop. Arguments name the parts to run
 * (`npm run bench:api -- metrics`: throughput, metrics, crash); none runs all three.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { adultBooking } from '../src/testing/booking-fixtures';
import { outboxDrained, runCrashBurst } from '../src/testing/crash-burst';
import { startChildServer } from '../src/testing/child-server';
import { makeDataDir, removeDataDir } from '../src/testing/test-server';
import { CONNECTIONS, DURATION_S, measure, median, out, row, type Figures } from './load-run';
import { runMetricsCost } from './metrics-cost';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Every server of the run listens here in turn (one at a time); a free port when unset. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const PARTS = ['throughput', 'metrics', 'crash'] as const;
const chosenParts = process.argv.slice(2);
const runs = (part: (typeof PARTS)[number]) => chosenParts.length === 0 || chosenParts.includes(part);

/** The echo as Express's app.listen() serves it, or through createExpressServer like the API (echo-server.ts). */
const measureEcho = async (name: string, server: 'app.listen' | 'express-server', body: string) => {
  const echo = await startChildServer({ ECHO_SERVER: server }, path.join(__dirname, 'echo-server.ts'), PORT);
  try {
    return await measure(name, `${echo.url}/echo`, { body });
  } finally {
    await echo.stop();
  }
};

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** On BENCH_PORT unless another port is given (the metrics-cost part runs two servers at once). */
const startApi = (dataDir: string, env: Record<string, string> = {}, port = PORT) =>
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
    port,
  );

const runThroughput = async (body: string) => {
  out(`${ROUNDS} rounds of echo then bookings`);
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
        const bookings = await measure('POST /api/bookings', `${api.url}/api/bookings`, { body });
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
};

const runCrash = async () => {
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

const main = async () => {
  const unknown = chosenParts.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  const body = JSON.stringify(adultBooking());
  out(`load average ${loadAverage()}`);
  out(`bench:api  ${CONNECTIONS} connections, ${DURATION_S} s per run (after 2 s warm-up), API LOG_LEVEL=${LOG_LEVEL}`);
  if (runs('throughput')) await runThroughput(body);
  if (runs('metrics')) {
    out();
    await runMetricsCost(startApi, body);
    out(`load average after the metrics runs ${loadAverage()}`);
  }
  if (runs('crash')) {
    out();
    await runCrash();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

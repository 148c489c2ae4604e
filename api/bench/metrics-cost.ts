import { execFileSync } from 'node:child_process';
import type { ChildServer } from '../src/testing/child-server';
import { freePort } from '../src/testing/child-server';
import { outboxDrained } from '../src/testing/crash-burst';
import { makeDataDir, removeDataDir } from '../src/testing/test-server';
import { measure, median, out, type Figures } from './load-run';
import { requestPathMicroseconds, scrapeCpuMs } from './metrics-parts';

const SLICES = Number(process.env.BENCH_METRICS_SLICES ?? 20);
const SLICE_S = Number(process.env.BENCH_METRICS_SLICE_S ?? 2);
const SCRAPE_S = Number(process.env.BENCH_SCRAPE_S ?? 5);
/**
 * Bookings per second in the fixed-rate slices, below what a loaded machine here answers (200-400/s; about 3000/s
 * quiet). CPU per booking falls as throughput rises (the group commit shares its fsync among more requests), so it is
 * compared at one rate; saturated, it would follow whichever server the machine slowed.
 */
const FIXED_RATE = Number(process.env.BENCH_METRICS_RATE ?? 150);

type StartApi = (dataDir: string, env?: Record<string, string>, port?: number) => Promise<ChildServer>;

interface SlicePair {
  off: Figures;
  on: Figures;
}

const percentMore = (off: number | undefined, on: number | undefined) =>
  off === undefined || on === undefined ? NaN : (100 * (on - off)) / off;
const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
  return `median ${at(0.5).toFixed(1)} %, quartiles ${at(0.25).toFixed(1)} to ${at(0.75).toFixed(1)} %`;
};

/**
 * What GET /metrics costs bookings. Two API servers run side by side, metrics off (the default) and on
 * (METRICS_PORT, scraped every SCRAPE_S seconds as Prometheus would), and take turns under load in short slices,
 * alternating which goes first: the machine's other load, which moves a single run by tens of percent here, weighs
 * on both alike within a pair of slices. Each pair of saturated slices gives bookings per second; each pair at
 * FIXED_RATE, the server's own CPU time per booking (the steadier figure: other processes slow the wall clock, not
 * the cycles this one spends).
 */
export const runMetricsCost = async (startApi: StartApi, body: string) => {
  out(
    `metrics cost: two API servers, metrics off and on (METRICS_PORT, scraped every ${SCRAPE_S} s), loaded in turn for ${SLICES} pairs of ${SLICE_S} s slices saturated and ${SLICES} at ${FIXED_RATE} bookings/s`,
  );
  const offDir = makeDataDir();
  const onDir = makeDataDir();
  const metricsPort = await freePort();
  const servers: ChildServer[] = [];
  const scrapes: number[] = [];
  let scraper: NodeJS.Timeout | undefined;
  try {
    const off = await startApi(offDir, {}, await freePort());
    servers.push(off);
    const on = await startApi(onDir, { METRICS_PORT: String(metricsPort) }, await freePort());
    servers.push(on);
    scraper = setInterval(() => {
      const startedAt = performance.now();
      void fetch(`http://127.0.0.1:${metricsPort}/metrics`)
        .then((res) => res.text())
        .then(() => scrapes.push(performance.now() - startedAt))
        .catch(() => undefined);
    }, SCRAPE_S * 1000);
    const slice = (server: ChildServer, overallRate?: number, warmUpS = 0) =>
      measure('slice', `${server.url}/api/bookings`, {
        body,
        serverPid: server.process.pid,
        durationS: SLICE_S,
        warmUpS,
        overallRate,
      });
    const slicePair = async (offFirst: boolean, overallRate?: number): Promise<SlicePair> => {
      const first = await slice(offFirst ? off : on, overallRate);
      const second = await slice(offFirst ? on : off, overallRate);
      return offFirst ? { off: first, on: second } : { off: second, on: first };
    };
    await slice(off, undefined, 2);
    await slice(on, undefined, 2);

    const saturated: SlicePair[] = [];
    const fixedRate: SlicePair[] = [];
    for (let index = 0; index < SLICES; index += 1) {
      saturated.push(await slicePair(index % 2 === 0));
      fixedRate.push(await slicePair(index % 2 === 1, FIXED_RATE));
    }

    const cpuCosts = fixedRate.map((pair) => percentMore(pair.off.cpuMsPerRequest, pair.on.cpuMsPerRequest));
    const throughputCosts = saturated.map(
      (pair) => -percentMore(pair.off.requestsPerSecond, pair.on.requestsPerSecond),
    );
    const medianOf = (pairs: SlicePair[], side: 'off' | 'on', figure: (figures: Figures) => number) =>
      median(pairs.map((pair) => figure(pair[side])));
    const describe = (side: 'off' | 'on') =>
      `${medianOf(saturated, side, (f) => f.requestsPerSecond).toFixed(0)} bookings/s saturated, server CPU ${medianOf(fixedRate, side, (f) => f.cpuMsPerRequest ?? NaN).toFixed(3)} ms per booking at ${FIXED_RATE}/s`;
    const everySlice = [...saturated, ...fixedRate].flatMap((pair) => [pair.off, pair.on]);
    const errors = everySlice.reduce((sum, figures) => sum + figures.errors, 0);
    const non2xx = everySlice.reduce((sum, figures) => sum + figures.non2xx, 0);
    out(`  metrics off: ${describe('off')} (medians of the slices)`);
    out(`  metrics on:  ${describe('on')}`);
    out(
      `  ${scrapes.length} scrapes, slowest ${Math.max(0, ...scrapes).toFixed(0)} ms; non-2xx ${non2xx}, errors ${errors}`,
    );
    out(`metrics cost (target <= 5 %), over ${SLICES} pairs of slices each:`);
    out(`  server CPU per booking at ${FIXED_RATE}/s: ${quartiles(cpuCosts)} more`);
    out(`  bookings per second, saturated: ${quartiles(throughputCosts)} fewer`);

    // The same cost from its parts, each measured alone: steady where the machine's load blurs the pairs above.
    clearInterval(scraper);
    await outboxDrained(onDir, 600_000);
    const scrapeMs = await scrapeCpuMs(on, `http://127.0.0.1:${metricsPort}/metrics`);
    const requestUs = requestPathMicroseconds();
    // The saturated figure: smaller than at the fixed rate (fixed costs shared by more bookings), so the larger share.
    const offCpuMs = medianOf(saturated, 'off', (f) => f.cpuMsPerRequest ?? NaN);
    const offPerSecond = medianOf(saturated, 'off', (f) => f.requestsPerSecond);
    const scrapeUsPerBooking = (1000 * scrapeMs) / (offPerSecond * SCRAPE_S);
    const partsUs = requestUs + scrapeUsPerBooking;
    out(
      `metrics cost from its parts: the request path ${requestUs.toFixed(2)} us per request (in process); a scrape ${scrapeMs.toFixed(2)} ms of server CPU, every ${SCRAPE_S} s at ${offPerSecond.toFixed(0)} bookings/s = ${scrapeUsPerBooking.toFixed(2)} us per booking; together ${partsUs.toFixed(2)} us = ${((100 * partsUs) / (1000 * offCpuMs)).toFixed(2)} % of a booking's ${offCpuMs.toFixed(3)} ms (saturated)`,
    );
  } finally {
    if (scraper) clearInterval(scraper);
    await Promise.all(servers.map((server) => server.stop()));
    removeDataDir(offDir);
    removeDataDir(onDir);
    execFileSync('sync');
  }
};

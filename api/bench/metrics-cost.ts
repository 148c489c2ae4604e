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

type StartApi = (dataDir: string, env?: Record<string, string>, port?: number) => Promise<ChildServer>;

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
 * on both alike within a pair of slices. Per slice: bookings per second, and the server's own CPU time per booking
 * (the steadier figure: other processes slow the wall clock, not the cycles this one spends).
 */
export const runMetricsCost = async (startApi: StartApi, body: string) => {
  out(
    `metrics cost: two API servers, metrics off and on (METRICS_PORT, scraped every ${SCRAPE_S} s), loaded in turn for ${SLICES} pairs of ${SLICE_S} s slices`,
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
    const slice = (server: ChildServer, name: string, warmUpS = 0) =>
      measure(name, `${server.url}/api/bookings`, {
        body,
        serverPid: server.process.pid,
        durationS: SLICE_S,
        warmUpS,
      });
    await slice(off, 'warm-up', 2);
    await slice(on, 'warm-up', 2);

    const pairs: { off: Figures; on: Figures }[] = [];
    for (let index = 0; index < SLICES; index += 1) {
      if (index % 2 === 0) {
        const offFigures = await slice(off, 'off');
        pairs.push({ off: offFigures, on: await slice(on, 'on') });
      } else {
        const onFigures = await slice(on, 'on');
        pairs.push({ off: await slice(off, 'off'), on: onFigures });
      }
    }

    const cpuCosts = pairs.map((pair) => percentMore(pair.off.cpuMsPerRequest, pair.on.cpuMsPerRequest));
    const throughputCosts = pairs.map((pair) => -percentMore(pair.off.requestsPerSecond, pair.on.requestsPerSecond));
    const cpuMs = (side: 'off' | 'on') => median(pairs.map((pair) => pair[side].cpuMsPerRequest ?? NaN)).toFixed(3);
    const perSecond = (side: 'off' | 'on') => median(pairs.map((pair) => pair[side].requestsPerSecond)).toFixed(0);
    const errors = pairs.reduce((sum, pair) => sum + pair.off.errors + pair.on.errors, 0);
    const non2xx = pairs.reduce((sum, pair) => sum + pair.off.non2xx + pair.on.non2xx, 0);
    out(
      `  metrics off: ${perSecond('off')} bookings/s, server CPU ${cpuMs('off')} ms per booking (medians of the slices)`,
    );
    out(`  metrics on:  ${perSecond('on')} bookings/s, server CPU ${cpuMs('on')} ms per booking`);
    out(
      `  ${scrapes.length} scrapes, slowest ${Math.max(0, ...scrapes).toFixed(0)} ms; non-2xx ${non2xx}, errors ${errors}`,
    );
    out(`metrics cost (target <= 5 %), over ${SLICES} pairs of slices:`);
    out(`  server CPU per booking: ${quartiles(cpuCosts)} more`);
    out(`  bookings per second:    ${quartiles(throughputCosts)} fewer`);

    // The same cost from its parts, each measured alone: steady where the machine's load blurs the pairs above.
    clearInterval(scraper);
    await outboxDrained(onDir, 600_000);
    const scrapeMs = await scrapeCpuMs(on, `http://127.0.0.1:${metricsPort}/metrics`);
    const requestUs = requestPathMicroseconds();
    const offCpuMs = median(pairs.map((pair) => pair.off.cpuMsPerRequest ?? NaN));
    const offPerSecond = median(pairs.map((pair) => pair.off.requestsPerSecond));
    const scrapeUsPerBooking = (1000 * scrapeMs) / (offPerSecond * SCRAPE_S);
    const partsUs = requestUs + scrapeUsPerBooking;
    out(
      `metrics cost from its parts: the request path ${requestUs.toFixed(2)} us per request (in process); a scrape ${scrapeMs.toFixed(2)} ms of server CPU, every ${SCRAPE_S} s at ${offPerSecond.toFixed(0)} bookings/s = ${scrapeUsPerBooking.toFixed(2)} us per booking; together ${partsUs.toFixed(2)} us = ${((100 * partsUs) / (1000 * offCpuMs)).toFixed(2)} % of a booking's ${offCpuMs.toFixed(3)} ms`,
    );
  } finally {
    if (scraper) clearInterval(scraper);
    await Promise.all(servers.map((server) => server.stop()));
    removeDataDir(offDir);
    removeDataDir(onDir);
    execFileSync('sync');
  }
};

/**
 * Prints, for every public route (siteRoutes without noIndex): the JavaScript a first load brings (gzip, on the
 * wire), how much of its source ran (Chromium's precise coverage) and what the first interaction adds; Lighthouse 13 mobile performance with scripts and with every script
 * blocked (`blockedUrlPatterns: ['*.js']`, the prerendered HTML alone) side by side, with TBT and LCP for both;
 * a line for any accessibility, best-practices or SEO score below 100. Then the latencies of real interactions
 * (Chromium's Event Timing, 412x823, 4x CPU slowdown like Lighthouse mobile): opening a menu, typing in the
 * publications search, opening the chat and ticking its consent; and page to page (Home to the biography after a
 * 300 ms hover: press to heading, wall time). Every figure is the median of BENCH_RUNS runs (3). A blank page's rows
 * come first, without and with the site's isolation headers: the machine's floors for the same figures.
 *
 * Needs a build (`npm run build`). Serves the real site from the API's build on BENCH_PORT, then stops it.
 * Then issue 28's presses (press-scenarios.ts): from the press to its answer visible (a DOM condition, polled each
 * frame), median of BENCH_PRESS_RUNS (5), on this machine and on Lighthouse's mobile profile (4x CPU slowdown, 150 ms
 * RTT, 1.6 Mbps), each against the floor, a plain-DOM menu measured the same way in the same run.
 *
 * `npm run bench:web -- --route /services` (repeatable; a path or a name) measures only those routes and the
 * interactions on them; `--quick` measures Home, Publications, Services, Sciatica, Previous Fellows and Privacy;
 * `--interactions` measures only the presses (with `--route`, those on the routes given). Each press's target is
 * found before its clock starts; `--press-locating` times the finding too (the first measure, see PressClock).
 *
 * Targets (issue 12): on every public route, performance ≥ 98 and within 2 points of the same page with scripts
 * blocked; Home ≤ 150 KB gzip JS on first load (aim 100); TBT ≤ 100 ms; interactions respond within 100 ms;
 * accessibility, best practices, SEO = 100.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { measureInteractions } from './interactions';
import { measurePageToPage } from './page-to-page';
import { CHROMIUM, medianFigures, runWithRetry } from './lighthouse-runs';
import { interactionLines, pageToPageLine, routeHeader, routeLines, summaryLines, type RouteResult } from './report';
import { selectRoutes, type BenchRoute } from './routes';
import { ISOLATED_PATH, startBlankPage } from './blank-page';
import { pressLines } from './press-report';
import { PRESS_SCENARIOS } from './press-scenarios';
import { measurePresses, type PressClock } from './press-to-answer';
import { MOBILE, THIS_MACHINE } from './profiles';
import { startSite } from './site-server';
import { measureTransfer } from './transfer';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Presses are shorter and noisier than page loads: more runs (issue 28 asks for the median of 5). */
const PRESS_RUNS = Number(process.env.BENCH_PRESS_RUNS ?? 5);
const PRESS_PROFILES = [THIS_MACHINE, MOBILE];
/** `--press-locating`: the presses' first measure, with Playwright finding the target inside the time. */
const PRESS_CLOCK: PressClock = process.argv.includes('--press-locating') ? 'locating' : 'located';

/** Lighthouse with and without scripts alternate, so that a change in the machine's load affects both alike. */
async function measureUrl(browser: Browser, url: string, route: BenchRoute): Promise<RouteResult> {
  const transfer = await measureTransfer(browser, url);
  const withScripts = [];
  const blocked = [];
  for (let run = 0; run < RUNS; run += 1) {
    withScripts.push(await runWithRetry(url, 'scripts'));
    blocked.push(await runWithRetry(url, 'blocked'));
  }
  return { route, transfer, withScripts: medianFigures(withScripts), blocked: medianFigures(blocked) };
}

/**
 * The machine's floors, printed first and left out of the summary: a blank page gets the TBT and LCP of the browser's
 * own work here. Plain, it loads in the renderer Lighthouse's about:blank already started; with the site's
 * isolation headers (COOP), in a fresh one, as every page of the site does. On this 2-core machine the fresh
 * process's set-up is a 25–80 ms task, which Lighthouse's 4x simulation turns into up to 200 ms of TBT on some runs.
 */
async function measureFloors(browser: Browser): Promise<RouteResult[]> {
  const blank = await startBlankPage(PORT + 1);
  try {
    return [
      await measureUrl(browser, `${blank.origin}/`, { name: 'Blank page (floor)', path: '/' }),
      await measureUrl(browser, `${blank.origin}${ISOLATED_PATH}`, { name: 'Blank page + COOP', path: ISOLATED_PATH }),
    ];
  } finally {
    await blank.stop();
  }
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

/** Issue 28's presses on the selected routes, on this machine and the mobile profile, with the floor in the same run. */
async function benchPresses(browser: Browser, origin: string, routes: readonly BenchRoute[]): Promise<string[]> {
  const floor = await startBlankPage(PORT + 1);
  try {
    const paths = routes.map((route) => route.path);
    const origins = { site: origin, floor: floor.origin };
    const loadBefore = loadAverage();
    const measures = await measurePresses(
      browser,
      origins,
      paths,
      PRESS_PROFILES,
      PRESS_RUNS,
      PRESS_SCENARIOS,
      PRESS_CLOCK,
    );
    // The machine is shared: its load says how far to trust the figures (the floor moves with it).
    return [
      `  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`,
      ...pressLines(measures, PRESS_PROFILES, PRESS_CLOCK),
    ];
  } finally {
    await floor.stop();
  }
}

async function bench(browser: Browser, origin: string, routes: readonly BenchRoute[]) {
  console.log(`${routes.length} routes, ${RUNS} runs each (median)\n${routeHeader()}`);
  for (const floor of await measureFloors(browser)) console.log(routeLines(floor).join('\n'));
  const results: RouteResult[] = [];
  for (const route of routes) {
    const result = await measureUrl(browser, `${origin}${route.path}`, route);
    results.push(result);
    console.log(routeLines(result).join('\n'));
  }
  const paths = routes.map((route) => route.path);
  const measures = await measureInteractions(browser, origin, paths, RUNS);
  const pageToPage = paths.includes('/') ? [pageToPageLine(await measurePageToPage(browser, origin, RUNS))] : [];
  console.log(['', ...interactionLines(measures), ...pageToPage].join('\n'));
  const presses = await benchPresses(browser, origin, routes);
  console.log(['', ...presses, '', ...summaryLines(results, measures)].join('\n'));
}

async function main() {
  const startedAt = Date.now();
  const routes = selectRoutes(process.argv.slice(2));
  const site = await startSite(PORT);
  try {
    const browser = await chromium.launch({ executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined });
    try {
      if (process.argv.includes('--interactions'))
        console.log((await benchPresses(browser, site.origin, routes)).join('\n'));
      else await bench(browser, site.origin, routes);
    } finally {
      await browser.close();
    }
  } finally {
    site.stop();
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`  the bench took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

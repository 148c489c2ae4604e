/**
 * Prints, for a few key routes: JS and CSS bytes transferred (gzip) on a first load, and Lighthouse mobile scores
 * (the median of BENCH_RUNS runs, 3 by default).
 * Needs a build (`npm run build`). Serves the real site from the API on BENCH_PORT, then stops it.
 * `npm run bench:web -- --route /services` (repeatable; a path or a name) measures only those routes.
 * Targets (from the foundation issue): Home ≤ 250 KB gzip JS (aim 200); performance ≥ 90; a11y, best practices, SEO = 100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Lighthouse runs per route; the median is reported (BENCH_RUNS overrides). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = [
  { name: 'Home', path: '/' },
  { name: 'Publications', path: '/publications' },
  { name: 'Services', path: '/services' },
  { name: 'Article (sciatica)', path: '/spinal-conditions/general/sciatica' },
];

/** `--route /services` (repeatable) measures only those routes; their paths or names. */
function selectedRoutes(argv: readonly string[]): typeof ROUTES {
  const wanted = argv.flatMap((arg, index) =>
    arg === '--route' ? [argv[index + 1] ?? ''] : arg.startsWith('--route=') ? [arg.slice('--route='.length)] : [],
  );
  if (wanted.length === 0) return ROUTES;
  const routes = ROUTES.filter((route) => wanted.includes(route.path) || wanted.includes(route.name));
  if (routes.length !== wanted.length)
    throw new Error(`unknown --route; known: ${ROUTES.map((r) => r.path).join(' ')}`);
  return routes;
}

async function startSite(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(__dirname, '../../api/dist/start.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the site did not start: run `npm run build` first');
}

interface Transfer {
  jsBytes: number;
  cssBytes: number;
  requests: number;
  /** Script bytes that follow the visitor's first interaction (the chat assistant, the toaster). */
  jsBytesOnInteraction: number;
}

/**
 * Bytes on the wire (after compression) for scripts and stylesheets until the network is idle, then the script
 * bytes the first key press brings in.
 */
async function measureTransfer(routePath: string): Promise<Transfer> {
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: CHROME_FLAGS.slice(1),
  });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((size) => ({ type: request.resourceType(), bytes: size.responseBodySize })));
  });
  await page.goto(`${ORIGIN}${routePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // anything the page loads by itself after the load event counts too
  const firstLoad = await Promise.all(sizes);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const afterInteraction = (await Promise.all(sizes)).slice(firstLoad.length);
  await browser.close();
  const total = (entries: typeof firstLoad, type: string) =>
    entries.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0);
  return {
    jsBytes: total(firstLoad, 'script'),
    cssBytes: total(firstLoad, 'stylesheet'),
    requests: firstLoad.length,
    jsBytesOnInteraction: total(afterInteraction, 'script'),
  };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Key timings, e.g. 'LCP 1.2 s', and the audits that lost points outside performance. */
  details: string;
  /** Lighthouse's own error when a run could not measure the page (its scores are then 0). */
  failure?: string;
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

async function runLighthouse(routePath: string): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${ORIGIN}${routePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const runtimeError = result?.lhr.runtimeError;
    const categories = result?.lhr.categories ?? {};
    const audits = result?.lhr.audits ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const timings = METRICS.map(([label, id]) => `${label} ${audits[id]?.displayValue ?? '?'}`);
    const lost = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      details: [...timings, ...(lost.length > 0 ? [`lost: ${lost.join(', ')}`] : [])].join(' · '),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      ...(runtimeError ? { failure: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** Headless Chromium now and then drops the trace's start (Lighthouse's NO_NAVSTART): such a run is tried again. */
async function runLighthouseWithRetry(routePath: string, attempts = 3): Promise<Scores> {
  let scores = await runLighthouse(routePath);
  for (let attempt = 1; attempt < attempts && scores.failure; attempt += 1) scores = await runLighthouse(routePath);
  return scores;
}

/**
 * The run with the median performance score: single Lighthouse runs vary by several points. Runs Lighthouse
 * could not complete are left out (and printed).
 */
function medianRun(runs: Scores[]): Scores {
  const completed = runs.filter((run) => !run.failure);
  const sorted = [...(completed.length > 0 ? completed : runs)].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Scores;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const routes = selectedRoutes(process.argv.slice(2));
  const server = await startSite();
  try {
    console.log(
      'route'.padEnd(22),
      'JS gzip'.padStart(10),
      'CSS gzip'.padStart(10),
      'reqs'.padStart(5),
      ' perf a11y bp  seo',
    );
    for (const route of routes) {
      const transfer = await measureTransfer(route.path);
      const runs: Scores[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runLighthouseWithRetry(route.path));
      const scores = medianRun(runs);
      console.log(
        route.name.padEnd(22),
        kb(transfer.jsBytes).padStart(10),
        kb(transfer.cssBytes).padStart(10),
        String(transfer.requests).padStart(5),
        ` ${[scores.performance, scores.accessibility, scores.bestPractices, scores.seo].map((s) => String(s).padStart(4)).join(' ')}`,
      );
      const eachRun = runs.map((run) => (run.failure ? 'failed' : String(run.performance))).join('/');
      console.log(
        ' '.repeat(4),
        scores.details,
        `· perf of each run ${eachRun} · +${kb(transfer.jsBytesOnInteraction)} JS on the first interaction`,
      );
      for (const run of runs.filter((each) => each.failure)) console.log(' '.repeat(4), 'failed run:', run.failure);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

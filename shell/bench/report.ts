import type { Measure } from './interactions';
import { medianLatency } from './interactions';
import type { Figures } from './lighthouse-runs';
import type { BenchRoute } from './routes';
import { kb, median } from './stats';
import type { Transfer } from './transfer';

/** Issue 12's targets. */
const TARGETS = { minPerformance: 98, maxGapToBlocked: 2, homeJsKb: 150, maxTbtMs: 100, maxLatencyMs: 100 };

export interface RouteResult {
  route: BenchRoute;
  transfer: Transfer;
  withScripts: Figures;
  blocked: Figures;
}

const NAME_WIDTH = 26;
const cell = (value: number | undefined, format = (n: number) => String(Math.round(n))) =>
  value === undefined ? '–' : format(value);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const name = (text: string) =>
  (text.length > NAME_WIDTH ? `${text.slice(0, NAME_WIDTH - 1)}…` : text).padEnd(NAME_WIDTH);
const gap = (result: RouteResult) =>
  result.withScripts.performance === undefined || result.blocked.performance === undefined
    ? undefined
    : result.withScripts.performance - result.blocked.performance;

/** The route table's columns after the name: [heading, width]; '|' separates groups. */
const COLUMNS: [string, number][] = [
  ['JS KB', 7],
  ['scripts', 7],
  ['ran %', 5],
  ['+1st KB', 7],
  ['ahead', 6],
  ['|', 1],
  ['perf', 4],
  ['blkd', 4],
  ['diff', 4],
  ['|', 1],
  ['TBT ms', 6],
  ['blkd', 6],
  ['|', 1],
  ['LCP s', 5],
  ['blkd', 5],
];
const row = (first: string, cells: string[]) =>
  [first, ...cells.map((text, index) => text.padStart(COLUMNS[index]?.[1] ?? 0))].join(' ');

export const routeHeader = () =>
  [
    row(
      'route'.padEnd(NAME_WIDTH),
      COLUMNS.map(([heading]) => heading),
    ),
    '(JS: gzip on the wire; ran: share of that JS source that ran, by Chromium coverage; +1st: what a pointer move',
    'and a Tab bring; ahead: JS KB fetched ahead without running, by then. Lighthouse mobile medians; blkd: scripts',
    'blocked)',
  ].join('\n');

export function routeLines({ route, transfer, withScripts, blocked }: RouteResult): string[] {
  const diff = gap({ route, transfer, withScripts, blocked });
  const lines = [
    row(name(route.name), [
      kb(transfer.jsBytes),
      String(transfer.scripts),
      cell(transfer.coverage.loaded > 0 ? (100 * transfer.coverage.executed) / transfer.coverage.loaded : undefined),
      kb(transfer.jsBytesOnInteraction),
      kb(transfer.aheadBytes),
      '|',
      cell(withScripts.performance),
      cell(blocked.performance),
      cell(diff, (n) => (n > 0 ? `+${Math.round(n)}` : String(Math.round(n)))),
      '|',
      cell(withScripts.tbtMs),
      cell(blocked.tbtMs),
      '|',
      cell(withScripts.lcpMs, seconds),
      cell(blocked.lcpMs, seconds),
    ]),
    `    ${route.path} · perf of each run ${withScripts.eachRun.join('/')}, blocked ${blocked.eachRun.join('/')}`,
  ];
  const below = Object.entries(withScripts.others).filter(([, score]) => score < 100);
  if (below.length > 0)
    lines.push(
      `    below 100: ${below.map(([id, score]) => `${id} ${score}`).join(', ')} · lost: ${withScripts.lostAudits.join(', ')}`,
    );
  for (const failure of [...withScripts.failures, ...blocked.failures]) lines.push(`    failed run: ${failure}`);
  return lines;
}

const latency = (ms: number | undefined) => (ms === undefined ? '–' : ms < 16 ? '<16' : String(Math.round(ms)));

export function interactionLines(measures: readonly Measure[]): string[] {
  return [
    `${'interaction (Event Timing, 4x CPU slowdown)'.padEnd(48)} worst ms  ≤ ${TARGETS.maxLatencyMs}?  runs        JS KB`,
    ...measures.map((measure) => {
      const ms = medianLatency(measure);
      const verdict = ms === undefined ? '–' : ms <= TARGETS.maxLatencyMs ? 'yes' : 'NO';
      return [
        measure.label.padEnd(48),
        latency(ms).padStart(8),
        verdict.padStart(6),
        ` ${measure.eachRun.map(latency).join('/')}`.padEnd(13),
        kb(median(measure.jsBytes) ?? 0).padStart(6),
        measure.problem ? ` · ${measure.problem}` : '',
      ].join(' ');
    }),
  ];
}

const list = (names: string[]) => (names.length > 0 ? names.join('; ') : 'none');

export function summaryLines(results: readonly RouteResult[], measures: readonly Measure[]): string[] {
  const offTarget = results.filter((result) => {
    const diff = gap(result);
    const perf = result.withScripts.performance;
    return diff === undefined || perf === undefined || perf < TARGETS.minPerformance || diff < -TARGETS.maxGapToBlocked;
  });
  const overTbt = results.filter((result) => (result.withScripts.tbtMs ?? Infinity) > TARGETS.maxTbtMs);
  const home = results.find((result) => result.route.path === '/');
  const belowFull = results.filter(
    (result) =>
      Object.keys(result.withScripts.others).length === 0 ||
      Object.values(result.withScripts.others).some((score) => score < 100),
  );
  const slow = measures.filter((measure) => (medianLatency(measure) ?? Infinity) > TARGETS.maxLatencyMs);
  const homeKb = home && home.transfer.jsBytes / 1024;
  return [
    'Summary against issue 12:',
    `  perf ≥ ${TARGETS.minPerformance} and within ${TARGETS.maxGapToBlocked} points of scripts blocked: ${results.length - offTarget.length}/${results.length} routes; not yet: ${list(
      offTarget.map((r) => `${r.route.name} ${r.withScripts.performance ?? '–'} vs ${r.blocked.performance ?? '–'}`),
    )}`,
    homeKb === undefined
      ? '  Home JS: not measured (Home not selected)'
      : `  Home JS on first load: ${homeKb.toFixed(1)} KB gzip, target ≤ ${TARGETS.homeJsKb} KB: ${homeKb <= TARGETS.homeJsKb ? 'met' : 'NOT met'}`,
    `  TBT ≤ ${TARGETS.maxTbtMs} ms: ${results.length - overTbt.length}/${results.length} routes; over: ${list(
      overTbt.map((r) => `${r.route.name} ${cell(r.withScripts.tbtMs)} ms`),
    )}`,
    `  accessibility, best practices, SEO all 100: ${results.length - belowFull.length}/${results.length} routes; not: ${list(
      belowFull.map((r) => `${r.route.name} ${JSON.stringify(r.withScripts.others)}`),
    )}`,
    `  interactions ≤ ${TARGETS.maxLatencyMs} ms: ${measures.length - slow.length}/${measures.length}; over: ${list(
      slow.map((m) => `${m.label} ${latency(medianLatency(m))} ms`),
    )}`,
  ];
}

/** Page to page: press to the next page's heading, median and each run. */
/**
 * Chromium refuses speculative prerendering to any page a DevTools client is attached to (PrerenderingDisabledByDevTools),
 * so under automation this is the plain page load; visitors' browsers prerender the hovered link.
 */
export function pageToPageLine(times: readonly number[]): string {
  return [
    `Page to page: Home → biography after a 300 ms hover, press to heading: ${cell(median(times))} ms (runs: ${times.join(', ')})`,
    "    (a full page load: Chromium does not prerender under DevTools automation, as visitors' browsers do on hover)",
  ].join('\n');
}

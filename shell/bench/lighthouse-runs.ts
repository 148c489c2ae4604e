import { median } from './stats';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
type OtherCategory = (typeof OTHER_CATEGORIES)[number];

/** 'blocked': the same page with every script blocked by Lighthouse itself (the prerendered HTML alone). */
export type ScriptMode = 'scripts' | 'blocked';

/** One completed Lighthouse run (mobile, its default simulated throttling). Scores are 0–100. */
interface Run {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  /** Only measured with scripts: a page without them is not what visitors get. */
  others: Partial<Record<OtherCategory, number>>;
  /** Audits that lost points in accessibility, best practices or SEO. */
  lostAudits: string[];
}

type Outcome = Run | { failure: string };

async function runLighthouse(url: string, mode: ScriptMode): Promise<Outcome> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: mode === 'scripts' ? ['performance', ...OTHER_CATEGORIES] : ['performance'],
      blockedUrlPatterns: mode === 'blocked' ? ['*.js'] : null,
    });
    const runtimeError = result?.lhr.runtimeError;
    if (!result || runtimeError)
      return { failure: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'no result' };
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      others: Object.fromEntries(OTHER_CATEGORIES.filter((id) => categories[id]).map((id) => [id, score(id)])),
      lostAudits: OTHER_CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** Headless Chromium now and then drops the trace's start (Lighthouse's NO_NAVSTART): such a run is tried again. */
export async function runWithRetry(url: string, mode: ScriptMode, attempts = 3): Promise<Outcome> {
  let outcome = await runLighthouse(url, mode);
  for (let attempt = 1; attempt < attempts && 'failure' in outcome; attempt += 1)
    outcome = await runLighthouse(url, mode);
  return outcome;
}

/** The median of each figure over the completed runs, and what each run gave. */
export interface Figures {
  performance?: number;
  tbtMs?: number;
  lcpMs?: number;
  others: Partial<Record<OtherCategory, number>>;
  lostAudits: string[];
  /** Each run's performance score, or 'failed'. */
  eachRun: string[];
  failures: string[];
}

export function medianFigures(outcomes: readonly Outcome[]): Figures {
  const runs = outcomes.filter((outcome): outcome is Run => !('failure' in outcome));
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    tbtMs: of((run) => run.tbtMs),
    lcpMs: of((run) => run.lcpMs),
    others: Object.fromEntries(
      OTHER_CATEGORIES.map((id) => [id, median(runs.flatMap((run) => run.others[id] ?? []))]).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    lostAudits: [...new Set(runs.flatMap((run) => run.lostAudits))],
    eachRun: outcomes.map((outcome) => ('failure' in outcome ? 'failed' : String(outcome.performance))),
    failures: outcomes.flatMap((outcome) => ('failure' in outcome ? [outcome.failure] : [])),
  };
}

import type { Browser, Page } from '@playwright/test';
import { recordInteractions, worstLatency } from './event-timing';
import { mainThreadIdle, watchNetwork } from './network';
import { applyProfile, SLOW_CPU } from './profiles';
import { median } from './stats';

const MOBILE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
/** Between key presses, like a person typing. */
const KEY_DELAY_MS = 120;
/** Remote code loads under the slowdown; this is how long a visible result may take. */
const RESULT_TIMEOUT_MS = 20_000;

export interface Measure {
  /** What was measured, e.g. 'Menu: hamburger (412 px)'. */
  label: string;
  /** The worst interaction latency of each run, in ms (0: under 16 ms). */
  eachRun: number[];
  /** Script bytes each run's interaction brought. */
  jsBytes: number[];
  /** Set when a run could not complete the interaction or lost its result. */
  problem?: string;
}

interface Scenario {
  routePath: string;
  viewport: { width: number; height: number };
  /** One per measured step, in the order `run` measures them. */
  labels: string[];
  /** Interacts with the loaded page, measuring each step; returns what went wrong with the result, if anything. */
  run: (page: Page, measure: (action: () => Promise<void>) => Promise<void>) => Promise<string | void>;
}

async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + RESULT_TIMEOUT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const SCENARIOS: Scenario[] = [
  {
    routePath: '/',
    viewport: MOBILE,
    labels: ['Menu: hamburger (412 px)'],
    run: async (page, measure) => {
      await measure(async () => {
        await page.locator('button[aria-controls="mobile-menu"]').click();
        await page.locator('#mobile-menu').waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
      });
    },
  },
  {
    routePath: '/',
    viewport: DESKTOP,
    labels: ['Menu: first dropdown (1280 px)'],
    run: async (page, measure) => {
      const trigger = page.locator('header button[aria-expanded]').filter({ visible: true }).first();
      const listId = await trigger.getAttribute('aria-controls');
      await measure(async () => {
        await trigger.click();
        if (listId) await page.locator(`[id="${listId}"]`).waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
        else await page.locator('header button[aria-expanded="true"]').waitFor({ timeout: RESULT_TIMEOUT_MS });
      });
    },
  },
  {
    routePath: '/publications',
    viewport: MOBILE,
    labels: ['Publications search: click', 'Publications search: typing "spine", worst key'],
    run: async (page, measure) => {
      const search = page.getByRole('searchbox').first();
      await measure(() => search.click());
      await measure(() => page.keyboard.type('spine', { delay: KEY_DELAY_MS }));
      const value = await search.inputValue();
      if (value !== 'spine') return `the search box holds "${value}" after typing "spine"`;
    },
  },
  {
    routePath: '/',
    viewport: MOBILE,
    labels: ['Chat: launcher click', 'Chat: consent tick'],
    run: async (page, measure) => {
      const consent = page.getByRole('dialog').getByRole('checkbox');
      await measure(async () => {
        await page.locator('.chat-launcher').click();
        await consent.waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
      });
      await measure(async () => {
        await consent.click();
        await waitUntil(() => consent.isChecked(), 'the consent is ticked');
      });
    },
  },
];

interface RunResult {
  latencies: number[];
  jsBytes: number[];
  problem?: string;
}

/** One run in a fresh context (empty cache): load under the CPU slowdown, let start-up finish, interact. */
async function runScenario(browser: Browser, origin: string, scenario: Scenario): Promise<RunResult> {
  const context = await browser.newContext({ viewport: scenario.viewport });
  try {
    const page = await context.newPage();
    await applyProfile(context, page, SLOW_CPU);
    await recordInteractions(page);
    const network = watchNetwork(page);
    await page.goto(`${origin}${scenario.routePath}`, { waitUntil: 'load' });
    await network.settled();
    await mainThreadIdle(page);
    const result: RunResult = { latencies: [], jsBytes: [] };
    const problem = await scenario.run(page, async (action) => {
      const from = network.mark();
      result.latencies.push(
        await worstLatency(page, async () => {
          await action();
          await network.settled();
        }),
      );
      result.jsBytes.push(await network.scriptBytesSince(from));
    });
    return problem ? { ...result, problem } : result;
  } finally {
    await context.close();
  }
}

/** Each scenario on the selected routes, `runs` times; the median is taken by the report. */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  routePaths: readonly string[],
  runs: number,
): Promise<Measure[]> {
  const measures: Measure[] = [];
  for (const scenario of SCENARIOS.filter((each) => routePaths.includes(each.routePath))) {
    const rows: Measure[] = scenario.labels.map((label) => ({ label, eachRun: [], jsBytes: [] }));
    for (let run = 0; run < runs; run += 1) {
      try {
        const result = await runScenario(browser, origin, scenario);
        rows.forEach((row, index) => {
          row.eachRun.push(result.latencies[index] ?? Number.NaN);
          row.jsBytes.push(result.jsBytes[index] ?? 0);
          if (result.problem) row.problem = result.problem;
        });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        for (const row of rows) row.problem = message;
      }
    }
    measures.push(...rows);
  }
  return measures;
}

export const medianLatency = (measure: Measure) => median(measure.eachRun.filter((ms) => !Number.isNaN(ms)));

import type { Browser, ElementHandle, Locator, Page } from '@playwright/test';
import { mainThreadIdle, watchNetwork } from './network';
import type { Answer, PressScenario } from './press-scenarios';
import { applyProfile, type Profile } from './profiles';

const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 800 };
/** Remote code loads under the slow profile: this is how long an answer may take before the run counts as failed. */
const ANSWER_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    benchPressAskedAt?: number;
    benchPressAt?: number;
    benchAnsweredAt?: number;
  }
}

/**
 * Run in the page just before the press. From now on it records the page's first input event (a pointer press, a
 * key, an input or change: the press as the page received it), and, checking on every frame from before the press,
 * the first frame in which the answer is on screen: an element matching the selector that the browser renders
 * (checkVisibility, `visibility: hidden` included) and, if asked, whose text or label reads as expected. Watching from inside the page, from before
 * the press, times the frame that shows the answer even when a long task follows it (a probe sent after the press
 * would wait behind that task, and report its end). Serialised into the page (see KEEP_NAMES_IN_PAGE).
 */
const watchPressAndAnswer = (answer: Answer) => {
  window.benchPressAt = undefined;
  window.benchAnsweredAt = undefined;
  for (const type of ['pointerdown', 'keydown', 'input', 'change'])
    window.addEventListener(type, (event) => (window.benchPressAt ??= event.timeStamp), { capture: true, once: true });
  const pattern = answer.text ? new RegExp(answer.text) : null;
  const isAnswer = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    (!pattern || pattern.test((element.textContent ?? '').trim())) &&
    (answer.label === undefined ||
      Array.from((element as HTMLInputElement).labels ?? [], (label) => (label.textContent ?? '').trim()).some((text) =>
        text.startsWith(answer.label ?? ''),
      ));
  // Timed when the frame's callbacks run, just before it paints (the frame's own timestamp is when it began, which
  // can be before a press handled in it).
  const onFrame = () => {
    if (window.benchPressAt !== undefined && Array.from(document.querySelectorAll(answer.selector)).some(isAnswer))
      window.benchAnsweredAt = performance.now();
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.benchPressAskedAt = performance.now();
};

/** tsx compiles with esbuild's keepNames, which wraps named functions in `__name()`: the page gets it as the identity. */
const KEEP_NAMES_IN_PAGE = 'self.__name = self.__name || ((target) => target)';

/**
 * Where the wall time starts. `located`: the target is found first (an element handle, untimed), so the time is
 * Playwright's click itself (its actionability checks, the input events) and the page's answer, which the floor's
 * press holds too. `locating` (the first measure, `--press-locating`): Playwright also finds the target inside the
 * time, by role and accessible name, a query over the whole page that costs in proportion to its size (a long
 * form's) and that the floor's one-button page hardly pays.
 */
export type PressClock = 'located' | 'locating';

/** One press, timed two ways (ms), both on the page's clock. */
export interface PressTime {
  /** From just before Playwright is asked to press until the frame showing the answer: the measure, with the harness in it. */
  wallMs: number;
  /** From the press's first input event to that frame: the page's own share, steadier on a busy machine. */
  inPageMs: number;
}

export interface PressMeasure {
  scenario: PressScenario;
  profile: Profile;
  /** One per completed run. */
  eachRun: PressTime[];
  /** What went wrong in a run that did not complete. */
  problem?: string;
}

/**
 * One run in a fresh context (empty cache) on the profile: the page loaded and settled (no request for a second, the
 * main thread idle), the visitor's untimed steps, then the press. The time runs from the moment Playwright is asked
 * to press (the target already found, unless the clock is `locating`) until the frame in which the answer is
 * visible: the same harness cost for every press, which the floor scenario (a plain-DOM menu) shows on its own.
 */
async function pressOnce(
  browser: Browser,
  origin: string,
  scenario: PressScenario,
  profile: Profile,
  clock: PressClock,
): Promise<PressTime> {
  const context = await browser.newContext({ viewport: scenario.wide ? WIDE : PHONE });
  try {
    const page = await context.newPage();
    await applyProfile(context, page, profile);
    if (scenario.holdRequests) await page.route(scenario.holdRequests, () => undefined);
    const network = watchNetwork(page);
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' });
    await settle(page, network);
    const target = scenario.target(page);
    await scrollToAndSettle(page, target, network);
    if (scenario.prepare) {
      await scenario.prepare(page);
      // Its steps scroll the page to each field they fill: the press is made where the visitor makes it, with what
      // that scroll starts (the next form's island, below) given its time as before.
      await scrollToAndSettle(page, target, network);
    }
    const answer: Answer = typeof scenario.answer === 'function' ? await scenario.answer(target) : scenario.answer;
    const pressed = clock === 'located' ? await locateOnce(target) : target;
    await page.evaluate(KEEP_NAMES_IN_PAGE);
    await page.evaluate(watchPressAndAnswer, answer);
    await (scenario.press ? scenario.press(pressed) : pressed.click());
    await page.waitForFunction(() => window.benchAnsweredAt !== undefined, undefined, {
      polling: 100,
      timeout: ANSWER_TIMEOUT_MS,
    });
    const { askedAt, pressAt, answeredAt } = await page.evaluate(() => ({
      askedAt: window.benchPressAskedAt ?? Number.NaN,
      pressAt: window.benchPressAt ?? Number.NaN,
      answeredAt: window.benchAnsweredAt ?? Number.NaN,
    }));
    return { wallMs: Math.round(answeredAt - askedAt), inPageMs: answeredAt - pressAt };
  } finally {
    await context.close();
  }
}

/** The target's element, found now: the press then acts on it without searching the page again. */
async function locateOnce(target: Locator): Promise<ElementHandle> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('the target is not in the page');
  return handle;
}

/**
 * Scrolls the press's target into view. What that starts (code fetched ahead, a form's island booted) has its time,
 * as a reading visitor gives it. It starts from an IntersectionObserver (reported in a frame after the scroll), often
 * when the browser is next idle: both come first, so that the network is watched once they have begun.
 */
async function scrollToAndSettle(page: Page, target: Locator, network: ReturnType<typeof watchNetwork>) {
  await target.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await mainThreadIdle(page);
  await settle(page, network);
}

/** Resolves after the page's next two frames (an IntersectionObserver reports in the first frame after a change). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Rounds of settling at most: a page that keeps fetching is measured as it is after them. */
const MAX_SETTLE_ROUNDS = 5;

/**
 * Until no request has been in flight for a second and the main thread is idle, and nothing the page does when
 * idle (code fetched once a region is live, say) starts another request: each round waits for what the last began.
 */
async function settle(page: Page, network: ReturnType<typeof watchNetwork>) {
  for (let round = 0; round < MAX_SETTLE_ROUNDS; round += 1) {
    await network.settled();
    const requests = network.started();
    await mainThreadIdle(page);
    // A request started in that idle time reaches the harness a moment later.
    await nextFrames(page);
    if (network.started() === requests) return;
  }
}

/** Each scenario whose route is selected (the floor always), on each profile, `runs` times. */
export async function measurePresses(
  browser: Browser,
  origins: { site: string; floor: string },
  routePaths: readonly string[],
  profiles: readonly Profile[],
  runs: number,
  scenarios: readonly PressScenario[],
  clock: PressClock,
): Promise<PressMeasure[]> {
  const measures: PressMeasure[] = [];
  // The browser's first pages are slower (its processes and caches start cold): one untimed press per profile first.
  const floor = scenarios.find((each) => each.floor);
  if (floor) for (const profile of profiles) await pressOnce(browser, origins.floor, floor, profile, clock);
  for (const scenario of scenarios.filter((each) => each.floor || routePaths.includes(each.path))) {
    for (const profile of profiles) {
      const measure: PressMeasure = { scenario, profile, eachRun: [] };
      for (let run = 0; run < runs; run += 1) {
        try {
          measure.eachRun.push(
            await pressOnce(browser, scenario.floor ? origins.floor : origins.site, scenario, profile, clock),
          );
        } catch (error) {
          measure.problem = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        }
      }
      measures.push(measure);
      // Progress: the whole set takes a while on the slow profile.
      const times = measure.eachRun.map((time) => `${time.wallMs} (${Math.round(time.inPageMs)})`).join(' / ');
      console.log(`  measured ${scenario.label} · ${profile.name}: ${times || measure.problem}`);
    }
  }
  return measures;
}

import type { Browser } from '@playwright/test';
import type { PressScenario } from '../press-scenarios';
import { measurePresses, type PressClock } from '../press-to-answer';
import { THIS_MACHINE } from '../profiles';

/**
 * A browser that records what the harness asks of it, in order. Its page answers every evaluation at once (no
 * request, always idle) and reports a press at 10 ms and its answer at 50 ms after the clock's start.
 */
function recordingBrowser(log: string[]) {
  const handle = { click: async () => void log.push('click the found element') };
  const target = {
    scrollIntoViewIfNeeded: async () => undefined,
    elementHandle: async () => {
      log.push('find the target');
      return handle;
    },
    click: async () => void log.push('click the locator (finds the target)'),
  };
  const page = {
    on: () => undefined,
    goto: async () => null,
    waitForTimeout: async (ms: number) => jest.setSystemTime(Date.now() + ms),
    waitForFunction: async () => null,
    evaluate: async (run: unknown) => {
      if (typeof run === 'function' && run.name === 'watchPressAndAnswer') log.push('start the clock');
      return { askedAt: 0, pressAt: 10, answeredAt: 50 };
    },
  };
  const context = { newPage: async () => page, close: async () => undefined };
  const browser = { newContext: async () => context } as unknown as Browser;
  return { browser, target };
}

const pressesIn = async (clock: PressClock) => {
  const log: string[] = [];
  const { browser, target } = recordingBrowser(log);
  const scenario = { label: 'Menu', path: '/', target: () => target, answer: { selector: 'ul' } };
  const [measure] = await measurePresses(
    browser,
    { site: 'http://site', floor: 'http://floor' },
    ['/'],
    [THIS_MACHINE],
    1,
    [scenario as unknown as PressScenario],
    clock,
  );
  return { log, measure };
};

describe('measurePresses clocks', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // The harness prints its progress.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('finds the target before the clock starts, and clicks what it found', async () => {
    const { log, measure } = await pressesIn('located');
    expect(log).toEqual(['find the target', 'start the clock', 'click the found element']);
    expect(measure?.eachRun).toEqual([{ wallMs: 50, inPageMs: 40 }]);
  });

  it('with the first measure, leaves the finding to the click, inside the time', async () => {
    const { log } = await pressesIn('locating');
    expect(log).toEqual(['start the clock', 'click the locator (finds the target)']);
  });
});

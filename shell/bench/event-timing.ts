import type { Page } from '@playwright/test';

/** Event Timing's entries carry interactionId (Chromium); the DOM typings do not have it yet. */
type EventTimingEntry = PerformanceEntry & { interactionId?: number };

declare global {
  interface Window {
    benchInteractionEvents?: { startTime: number; duration: number }[];
  }
}

/**
 * Records, from the page's start, every event entry that belongs to an interaction (interactionId > 0) and took
 * 16 ms or more: Event Timing reports nothing shorter, so a missing entry means under 16 ms.
 */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: { startTime: number; duration: number }[] = [];
    window.benchInteractionEvents = events;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventTimingEntry[])
        if ((entry.interactionId ?? 0) > 0) events.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** Entries arrive after the next paint; this long after the action they are in. */
const REPORT_DELAY_MS = 500;

/**
 * Runs an action (the interaction and waiting for its visible result) and returns the worst latency among the
 * interactions it caused, in ms: 0 when all were under Event Timing's 16 ms threshold.
 */
export async function worstLatency(page: Page, action: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await action();
  await page.waitForTimeout(REPORT_DELAY_MS);
  return page.evaluate(
    (from) =>
      Math.max(0, ...(window.benchInteractionEvents ?? []).filter((e) => e.startTime >= from).map((e) => e.duration)),
    since,
  );
}

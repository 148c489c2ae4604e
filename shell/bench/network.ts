import type { Page } from '@playwright/test';

/** How long no request may be in flight or start before the page counts as settled (Lighthouse's default too). */
const QUIET_MS = 1000;
const MAX_SETTLE_MS = 15_000;

export interface NetworkWatch {
  /** A position in the page's requests: script bytes are counted from one. */
  mark: () => number;
  /** Resolves once no request has been in flight for a second (or after 15 s). */
  settled: () => Promise<void>;
  /** Script bytes on the wire (compressed bodies) of the requests finished since `from`. */
  scriptBytesSince: (from: number) => Promise<number>;
}

/** Follows a page's requests from now on. */
export function watchNetwork(page: Page): NetworkWatch {
  const finished: Promise<number>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    inFlight -= 1;
    lastActivity = Date.now();
    const isScript = request.resourceType() === 'script';
    finished.push(isScript ? request.sizes().then((size) => size.responseBodySize) : Promise.resolve(0));
  });
  return {
    mark: () => finished.length,
    settled: async () => {
      const deadline = Date.now() + MAX_SETTLE_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await page.waitForTimeout(100);
    },
    scriptBytesSince: async (from) => (await Promise.all(finished.slice(from))).reduce((sum, bytes) => sum + bytes, 0),
  };
}

/** Resolves when the page's main thread is idle (requestIdleCallback), so that start-up work is not measured. */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
}

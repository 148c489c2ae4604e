import type { Page, Request } from '@playwright/test';

/** How long no request may be in flight or start before the page counts as settled (Lighthouse's default too). */
const QUIET_MS = 1000;
const MAX_SETTLE_MS = 15_000;

export interface NetworkWatch {
  /** A position in the page's requests: script bytes are counted from one. */
  mark: () => number;
  /** How many requests the page has started so far. */
  started: () => number;
  /** Resolves once no request has been in flight for a second (or after 15 s). */
  settled: () => Promise<void>;
  /** Script bytes on the wire (compressed bodies) of the requests finished since `from`. */
  scriptBytesSince: (from: number) => Promise<number>;
  /** Bytes of scripts fetched ahead without running (by fetch(), the islands' prefetch) since `from`. */
  aheadBytesSince: (from: number) => Promise<number>;
}

interface Finished {
  kind: 'script' | 'ahead' | 'other';
  bytes: Promise<number>;
}

const kindOf = (request: Request): Finished['kind'] => {
  if (request.resourceType() === 'script') return 'script';
  return request.resourceType() === 'fetch' && new URL(request.url()).pathname.endsWith('.js') ? 'ahead' : 'other';
};

const bytesOf = async (requests: readonly Finished[], kind: Finished['kind']) =>
  (await Promise.all(requests.filter((each) => each.kind === kind).map((each) => each.bytes))).reduce(
    (sum, bytes) => sum + bytes,
    0,
  );

/** Follows a page's requests from now on. */
export function watchNetwork(page: Page): NetworkWatch {
  const finished: Finished[] = [];
  let inFlight = 0;
  let started = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    started += 1;
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
    const kind = kindOf(request);
    // A request that finishes as its page closes has no sizes to give; unread, a rejection would end the bench.
    const bytes =
      kind === 'other'
        ? Promise.resolve(0)
        : request.sizes().then(
            (size) => size.responseBodySize,
            () => 0,
          );
    finished.push({ kind, bytes });
  });
  return {
    mark: () => finished.length,
    started: () => started,
    settled: async () => {
      const deadline = Date.now() + MAX_SETTLE_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await page.waitForTimeout(100);
    },
    scriptBytesSince: (from) => bytesOf(finished.slice(from), 'script'),
    aheadBytesSince: (from) => bytesOf(finished.slice(from), 'ahead'),
  };
}

/** Resolves when the page's main thread is idle (requestIdleCallback), so that start-up work is not measured. */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
}

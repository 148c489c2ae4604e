import type { HealthBody, RemoteFailureEvent } from '@clinic/contracts';
import type { APIRequestContext, Page, Request } from '@playwright/test';

/** The shell's time limit for a remote (REMOTE_TIME_LIMIT_MS in src/lib/remote-loading.ts). */
export const REMOTE_TIME_LIMIT_MS = 10_000;

/** Every request for a remote's files (manifest, entry, chunks) fails as if its server were down. */
export async function makeUnreachable(page: Page, remoteFolder: string) {
  await page.route(`**/remotes/${remoteFolder}/**`, (route) => route.abort('connectionrefused'));
}

export async function makeReachable(page: Page, remoteFolder: string) {
  await page.unroute(`**/remotes/${remoteFolder}/**`);
}

/** The failure report the page sends for `remote` (by navigator.sendBeacon), as the API receives it. */
export function failureReport(page: Page, remote: string): Promise<RemoteFailureEvent> {
  const isReport = (request: Request) => {
    if (!request.url().endsWith('/api/client-events') || request.method() !== 'POST') return false;
    return (request.postDataJSON() as RemoteFailureEvent).remote === remote;
  };
  return page.waitForRequest(isReport).then((request) => request.postDataJSON() as RemoteFailureEvent);
}

/** How many failures of `remote` the API has counted (GET /api/health). */
export async function failureCount(request: APIRequestContext, remote: keyof HealthBody['remoteFailures']) {
  const health = (await (await request.get('/api/health')).json()) as HealthBody;
  return health.remoteFailures[remote].total;
}

/** The region's fallback, marked by the remote slot. */
export function regionFallback(page: Page, remoteId: string) {
  return page.locator(`[data-remote-fallback="${remoteId}"]`);
}

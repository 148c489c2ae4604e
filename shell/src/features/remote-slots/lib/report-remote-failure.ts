import { findSiteRoute } from '@clinic/content';
import {
  API_PATHS,
  NOT_FOUND_REPORT_PATH,
  RELEASE_PATTERN,
  REMOTE_FAILURE_EVENT_TYPE,
  REPORT_PATH_PATTERN,
  type RemoteContainer,
  type RemoteExpose,
  type RemoteFailureEvent,
} from '@clinic/contracts';
import type { RemoteLoadError } from '@/lib/remote-loading';

type FailureDetails = Pick<RemoteLoadError, 'container' | 'expose' | 'stage' | 'reason' | 'release'>;

/** Each distinct failure once per page: a region that fails on every navigation must not flood the API. */
const alreadySent = new Set<string>();

/** The page's route path, or a stand-in for any other address (which could hold anything a visitor typed). */
function reportPath(pathname: string): string {
  return findSiteRoute(pathname) && REPORT_PATH_PATTERN.test(pathname) ? pathname : NOT_FOUND_REPORT_PATH;
}

export function buildRemoteFailureEvent(failure: FailureDetails, pathname: string): RemoteFailureEvent {
  return {
    type: REMOTE_FAILURE_EVENT_TYPE,
    remote: failure.container as RemoteContainer,
    expose: failure.expose as RemoteExpose,
    stage: failure.stage,
    reason: failure.reason,
    path: reportPath(pathname),
    ...(failure.release && RELEASE_PATTERN.test(failure.release) ? { release: failure.release } : {}),
  };
}

/**
 * Tells the API (POST /api/client-events) that a remote failed here, with navigator.sendBeacon where the browser
 * has it (it survives the visitor leaving the page), else a keepalive fetch. Best effort: it never throws.
 */
export function reportRemoteFailure(failure: FailureDetails, pathname: string): void {
  const body = JSON.stringify(buildRemoteFailureEvent(failure, pathname));
  if (alreadySent.has(body)) return;
  alreadySent.add(body);
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(API_PATHS.clientEvents, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  fetch(API_PATHS.clientEvents, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    /* the report is best effort; the region already shows its fallback */
  });
}

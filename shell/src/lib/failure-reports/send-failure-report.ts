import { findSiteRoute } from '@clinic/content';
import {
  API_PATHS,
  NOT_FOUND_REPORT_PATH,
  RELEASE_PATTERN,
  REMOTE_FAILURE_EVENT_TYPE,
  REPORT_PATH_PATTERN,
  type RemoteFailureEvent,
} from '@clinic/contracts';
import type { FailureDetails } from './report-failure';

/** Each distinct failure once per page: a region that fails on every navigation must not flood the API. */
const alreadySent = new Set<string>();

/** The page's route path, or a stand-in for any other address (which could hold anything a visitor typed). */
function reportPath(pathname: string): string {
  return findSiteRoute(pathname) && REPORT_PATH_PATTERN.test(pathname) ? pathname : NOT_FOUND_REPORT_PATH;
}

export function buildFailureEvent(failure: FailureDetails, pathname: string): RemoteFailureEvent {
  return {
    type: REMOTE_FAILURE_EVENT_TYPE,
    // The API refuses any other name; these come from the shell's own code, never from the visitor.
    remote: failure.container as RemoteFailureEvent['remote'],
    expose: failure.expose as RemoteFailureEvent['expose'],
    stage: failure.stage,
    reason: failure.reason,
    path: reportPath(pathname),
    ...(failure.release && RELEASE_PATTERN.test(failure.release) ? { release: failure.release } : {}),
  };
}

/**
 * Tells the API (POST /api/client-events) that something failed here, with navigator.sendBeacon where the browser
 * has it (it survives the visitor leaving the page), else a keepalive fetch. Best effort: it never throws.
 */
export function sendFailureReport(failure: FailureDetails, pathname: string): void {
  const body = JSON.stringify(buildFailureEvent(failure, pathname));
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
    /* the report is best effort; the page already shows its fallback */
  });
}

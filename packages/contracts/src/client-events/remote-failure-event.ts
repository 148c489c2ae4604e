import { REMOTE_CONTAINERS, REMOTE_EXPOSES, type RemoteContainer } from '../remotes/remote-modules';

/**
 * What the shell reports when a remote region fails in a visitor's browser, or a page fails to render outside any
 * remote region, sent to POST /api/client-events.
 * Only what ops need to spot a broken release: never the visitor's input, the error text or the query string.
 */
export const REMOTE_FAILURE_EVENT_TYPE = 'remote-failure';

/**
 * Where loading stopped: the remote's mf-manifest.json, its remoteEntry.js, the exposed module's chunks, or React
 * rendering it; 'compat': its manifest did not fit the shell's federation runtime, shared singletons or exposes.
 */
export const REMOTE_FAILURE_STAGES = ['manifest', 'compat', 'entry', 'chunk', 'render'] as const;
export type RemoteFailureStage = (typeof REMOTE_FAILURE_STAGES)[number];

/** 'error': the stage failed (after retries); 'timeout': it did not finish within the shell's time limit. */
export const REMOTE_FAILURE_REASONS = ['error', 'timeout'] as const;
export type RemoteFailureReason = (typeof REMOTE_FAILURE_REASONS)[number];

export type RemoteExpose = (typeof REMOTE_EXPOSES)[keyof typeof REMOTE_EXPOSES];

export const REMOTE_NAMES = Object.values(REMOTE_CONTAINERS) as RemoteContainer[];
export const REMOTE_EXPOSE_NAMES = Object.values(REMOTE_EXPOSES) as RemoteExpose[];

/** Named as the `remote` of a render error outside every remote region: the shell's own layout or route failed. */
export const SHELL_REPORT_SOURCE = 'shell';
/** The `expose` of such a report: the page's route as a whole. */
export const SHELL_ROUTE_EXPOSE = 'route';
/** What a report may blame: a remote, or the shell itself. */
export type FailureSource = RemoteContainer | typeof SHELL_REPORT_SOURCE;
export const FAILURE_SOURCES: FailureSource[] = [...REMOTE_NAMES, SHELL_REPORT_SOURCE];

/** The route path a report may name: the site's page paths, or NOT_FOUND_REPORT_PATH for any other address. */
export const REPORT_PATH_PATTERN = /^\/[a-z0-9/-]{0,200}$/;
/** Reported instead of an address that is not one of the site's pages: a mistyped address can hold anything. */
export const NOT_FOUND_REPORT_PATH = '/404';
/** A release version as the remote's manifest names it (package version): digits, letters, dots, dashes, plus. */
export const RELEASE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,49}$/;

export interface RemoteFailureEvent {
  type: typeof REMOTE_FAILURE_EVENT_TYPE;
  remote: FailureSource;
  /** The exposed module, or SHELL_ROUTE_EXPOSE when `remote` is the shell (its stage is then always 'render'). */
  expose: RemoteExpose | typeof SHELL_ROUTE_EXPOSE;
  stage: RemoteFailureStage;
  reason: RemoteFailureReason;
  /** The page's route path (REPORT_PATH_PATTERN). */
  path: string;
  /** The remote's release version, when its manifest was read. */
  release?: string;
}

/** Per-remote (and shell) failure counts since the API started, shown by GET /api/health. */
export interface RemoteFailureCount {
  total: number;
  byStage: Record<RemoteFailureStage, number>;
  /** ISO time of the latest report, or null before any. */
  lastReportedAt: string | null;
}

export type RemoteFailureCounts = Record<FailureSource, RemoteFailureCount>;

import {
  SHELL_REPORT_SOURCE,
  SHELL_ROUTE_EXPOSE,
  type RemoteFailureReason,
  type RemoteFailureStage,
} from '@clinic/contracts';

/**
 * What went wrong (a RemoteLoadError has these fields), before the page path is made safe to send. `container` is a
 * remote's name or SHELL_REPORT_SOURCE.
 */
export interface FailureDetails {
  container: string;
  expose: string;
  stage: RemoteFailureStage;
  reason: RemoteFailureReason;
  release?: string | undefined;
}

/**
 * Reports a failure to the API. The sender is loaded only now: most pages never fail, so it stays out of every
 * page's first download. Should even that chunk not load, the report is lost, as it would be without a network.
 */
export function reportFailure(failure: FailureDetails, pathname: string): Promise<void> {
  return import('./send-failure-report').then(
    ({ sendFailureReport }) => sendFailureReport(failure, pathname),
    () => undefined,
  );
}

/** A page that failed to render outside every remote region: ops hear of it as the shell's own failure. */
export const SHELL_RENDER_FAILURE: FailureDetails = {
  container: SHELL_REPORT_SOURCE,
  expose: SHELL_ROUTE_EXPOSE,
  stage: 'render',
  reason: 'error',
};

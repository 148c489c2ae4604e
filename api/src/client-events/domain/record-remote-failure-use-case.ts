import type { RemoteFailureEvent } from '@clinic/contracts';
import type { Logger } from '../../libraries/logger/logger';
import type { RemoteFailureCounters } from './remote-failure-counters';

export interface RecordRemoteFailureDeps {
  counters: RemoteFailureCounters;
  logger: Logger;
  now?: () => Date;
}

/** Counts a validated report and logs it as one structured event (event: 'remote-failure'), for alerts to match on. */
export const recordRemoteFailure = (
  event: RemoteFailureEvent,
  { counters, logger, now = () => new Date() }: RecordRemoteFailureDeps,
): void => {
  counters.record(event, now());
  const { type, remote, expose, stage, reason, path, release } = event;
  logger.warn({ event: type, remote, expose, stage, reason, path, release }, `remote ${remote} failed at ${stage}`);
};

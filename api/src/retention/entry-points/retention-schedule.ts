import type { Logger } from '../../libraries/logger/logger';
import type { PurgeCounts, PurgeExpiredRecords } from '../domain/purge-expired-records-use-case';

export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface RetentionSchedule {
  /** Runs a purge now, or joins the one under way. */
  runNow(): Promise<PurgeCounts | undefined>;
  /** No further purges; waits for one under way. */
  stop(): Promise<void>;
}

/** Told of each purge's outcome (metrics). */
export interface RetentionObserver {
  onPurged?: (counts: PurgeCounts) => void;
  onFailed?: (error: unknown) => void;
}

/**
 * A purge at start, then hourly. The timer is unref'd (it never keeps the process alive) and a failed purge is
 * logged and tried again at the next hour.
 */
export const startRetentionSchedule = (
  purge: PurgeExpiredRecords,
  logger: Logger,
  intervalMs: number = PURGE_INTERVAL_MS,
  observer: RetentionObserver = {},
): RetentionSchedule => {
  let running: Promise<PurgeCounts | undefined> | undefined;
  const runNow = () =>
    (running ??= purge()
      .then((counts) => {
        observer.onPurged?.(counts);
        return counts;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'retention purge failed');
        observer.onFailed?.(error);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      }));
  void runNow();
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};

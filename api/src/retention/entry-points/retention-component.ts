import type { AppConfig } from '../../config/load-config';
import type { ExpiringRequests } from '../../booking/public';
import { mailFolderOf } from '../../libraries/mail/eml-mail-folder';
import type { Logger } from '../../libraries/logger/logger';
import { createPurgeExpiredRecords, type ExpiringStaffRecords } from '../domain/purge-expired-records-use-case';
import {
  PURGE_INTERVAL_MS,
  startRetentionSchedule,
  type RetentionObserver,
  type RetentionSchedule,
} from './retention-schedule';

export interface RetentionOptions extends RetentionObserver {
  /** The clock retention counts from; tests move it. */
  now?: () => number;
}

/** Retention on either storage: SQLite relies on this purge; on MongoDB the TTL indexes act first (see README). */
export const startRetention = (
  config: Pick<AppConfig, 'dataDir' | 'retention'>,
  requests: ExpiringRequests,
  staff: ExpiringStaffRecords,
  logger: Logger,
  options: RetentionOptions = {},
): RetentionSchedule =>
  startRetentionSchedule(
    createPurgeExpiredRecords({
      requests,
      staff,
      mailDir: mailFolderOf(config.dataDir),
      retention: config.retention,
      now: options.now ?? Date.now,
      logger: logger.child({ component: 'retention' }),
    }),
    logger,
    PURGE_INTERVAL_MS,
    options,
  );

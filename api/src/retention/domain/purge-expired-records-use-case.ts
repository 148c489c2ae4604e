import type { AuditEvent, RetentionPeriods } from '@clinic/contracts';
import type { ExpiringRequests, RetentionCutoffs } from '../../booking/public';
import { listEmlKeys, removeEmlFiles } from '../../libraries/mail/eml-mail-folder';
import type { Logger } from '../../libraries/logger/logger';

const DAY_MS = 86_400_000;
/** Outbox ids checked per query when sweeping the mail folder. */
const SWEEP_BATCH = 500;

/** Who the purge's audit event names: the server itself, not a person. */
export const RETENTION_ACTOR = { id: 'system/retention', name: 'Retention purge' } as const;

export interface PurgeCounts {
  bookings: number;
  spam: number;
  fellowshipInquiries: number;
  auditEvents: number;
  mailFiles: number;
}

/** What the purge needs of the staff records (the staff store, handed over by server.ts). */
export interface ExpiringStaffRecords {
  /** The requests are gone: so is what staff noted about them. */
  deleteFollowUps(requestIds: readonly string[]): Promise<void>;
  /** Deletes the audit events recorded before `cutoff` (ISO); how many. */
  purgeAuditEventsBefore(cutoff: string): Promise<number>;
  appendAuditEvent(event: Omit<AuditEvent, 'id'>): Promise<void>;
}

export interface PurgeExpiredRecordsDeps {
  requests: ExpiringRequests;
  staff: ExpiringStaffRecords;
  mailDir: string;
  retention: RetentionPeriods;
  now: () => number;
  logger: Logger;
}

export const retentionCutoffs = (now: number, retention: RetentionPeriods): RetentionCutoffs => ({
  submissionsBefore: new Date(now - retention.submissionDays * DAY_MS).toISOString(),
  spamBefore: new Date(now - retention.spamDays * DAY_MS).toISOString(),
});

/**
 * Mail copies whose outbox row is gone: left by MongoDB's TTL deletions (which report nothing) or by a crash
 * between a purge's commit and its file removal. Only names are read.
 */
const removeOrphanMail = async (mailDir: string, requests: PurgeExpiredRecordsDeps['requests']) => {
  const keys = await listEmlKeys(mailDir);
  let removed = 0;
  for (let start = 0; start < keys.length; start += SWEEP_BATCH) {
    const batch = keys.slice(start, start + SWEEP_BATCH);
    const existing = await requests.existingDeliveryIds(batch);
    removed += await removeEmlFiles(
      mailDir,
      batch.filter((key) => !existing.has(key)),
    );
  }
  return removed;
};

/** Deletes what has outlived its retention period; logs and audits the counts, never a record's content. */
export const createPurgeExpiredRecords =
  ({ requests, staff, mailDir, retention, now, logger }: PurgeExpiredRecordsDeps) =>
  async (): Promise<PurgeCounts> => {
    const at = now();
    const purged = await requests.purgeExpired(retentionCutoffs(at, retention));
    await staff.deleteFollowUps([...purged.bookingIds, ...purged.fellowshipInquiryIds]);
    const mailByKey = await removeEmlFiles(mailDir, purged.deliveryIds);
    const orphanMail = await removeOrphanMail(mailDir, requests);
    const auditEvents = await staff.purgeAuditEventsBefore(new Date(at - retention.auditDays * DAY_MS).toISOString());
    const counts: PurgeCounts = {
      bookings: purged.bookings,
      spam: purged.spam,
      fellowshipInquiries: purged.fellowshipInquiries,
      auditEvents,
      mailFiles: mailByKey + orphanMail,
    };
    await staff.appendAuditEvent({
      at: new Date(at).toISOString(),
      actor_id: RETENTION_ACTOR.id,
      actor_name: RETENTION_ACTOR.name,
      action: 'retention.purge',
      target: null,
      row_count: counts.bookings + counts.spam + counts.fellowshipInquiries,
      detail: Object.entries(counts)
        .map(([name, count]) => `${name}=${count}`)
        .join(' '),
    });
    logger.info({ event: 'retention-purge', ...counts }, 'retention purge');
    return counts;
  };

export type PurgeExpiredRecords = ReturnType<typeof createPurgeExpiredRecords>;

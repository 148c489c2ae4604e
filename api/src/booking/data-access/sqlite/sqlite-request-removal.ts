import type { SqliteDatabase } from '../../../libraries/database/sqlite-database';
import type { BookingStore, PurgedRequests, RequestKind, RetentionCutoffs } from '../booking-store';

type RemovalMethods = Pick<
  BookingStore,
  'recordStatusChange' | 'requeueFailedDeliveries' | 'eraseRequest' | 'purgeExpired' | 'existingDeliveryIds'
>;

const TABLES: Record<RequestKind, string> = {
  booking: 'booking_submissions',
  fellowship_inquiry: 'fellowship_inquiries',
};

/**
 * Erasure, retention and an admin's retry on SQLite: each removal takes the request and its outbox rows in one
 * transaction.
 */
export const createSqliteRequestRemoval = (db: SqliteDatabase): RemovalMethods => {
  const perKind = <Params extends unknown[]>(sql: (table: string) => string) =>
    Object.fromEntries(
      Object.entries(TABLES).map(([kind, table]) => [kind, db.prepare<Params, unknown>(sql(table))]),
    ) as Record<RequestKind, ReturnType<typeof db.prepare<Params, unknown>>>;
  const setStatusChanged = perKind<[string, string]>(
    (table) => `UPDATE ${table} SET status_changed_at = ? WHERE id = ?`,
  );
  const requestExists = perKind<[string]>((table) => `SELECT 1 FROM ${table} WHERE id = ?`);
  // A row being sent right now (a live lease) is left to its worker.
  const requeue = db.prepare(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now, lease_owner = NULL,
       lease_expires_at = NULL
     WHERE request_id = @id AND (status = 'dead' OR (status = 'pending' AND last_error IS NOT NULL
       AND (lease_expires_at IS NULL OR lease_expires_at <= @now)))`,
  );
  const deleteOutbox = db.prepare<[RequestKind, string], { id: string }>(
    'DELETE FROM outbox WHERE request_kind = ? AND request_id = ? RETURNING id',
  );
  const deleteRequest = perKind<[string]>((table) => `DELETE FROM ${table} WHERE id = ?`);
  const expiredBookings = db.prepare<[RetentionCutoffs], { id: string; is_spam: 0 | 1 }>(
    `SELECT id, is_spam FROM booking_submissions
     WHERE (is_spam = 1 AND created_at < @spamBefore)
        OR (is_spam = 0 AND COALESCE(status_changed_at, created_at) < @submissionsBefore)`,
  );
  const expiredInquiries = db.prepare<[RetentionCutoffs], { id: string }>(
    'SELECT id FROM fellowship_inquiries WHERE COALESCE(status_changed_at, created_at) < @submissionsBefore',
  );
  const outboxIdExists = db.prepare<[string], { id: string }>('SELECT id FROM outbox WHERE id = ?');

  /** The request first: an id of another kind (or none) changes nothing, its outbox rows included. */
  const remove = (kind: RequestKind, id: string): string[] | undefined => {
    if (deleteRequest[kind].run(id).changes !== 1) return undefined;
    return deleteOutbox.all(kind, id).map((row) => row.id);
  };

  const erase = db.transaction(remove);

  const requeueFailed = db.transaction((kind: RequestKind, id: string, now: number): number | undefined =>
    requestExists[kind].get(id) ? requeue.run({ id, now }).changes : undefined,
  );

  const purge = db.transaction((cutoffs: RetentionCutoffs): PurgedRequests => {
    const result: PurgedRequests = {
      bookings: 0,
      spam: 0,
      fellowshipInquiries: 0,
      bookingIds: [],
      fellowshipInquiryIds: [],
      deliveryIds: [],
    };
    for (const { id, is_spam } of expiredBookings.all(cutoffs)) {
      result.deliveryIds.push(...(remove('booking', id) ?? []));
      result.bookingIds.push(id);
      if (is_spam === 1) result.spam += 1;
      else result.bookings += 1;
    }
    for (const { id } of expiredInquiries.all(cutoffs)) {
      result.deliveryIds.push(...(remove('fellowship_inquiry', id) ?? []));
      result.fellowshipInquiryIds.push(id);
      result.fellowshipInquiries += 1;
    }
    return result;
  });

  return {
    recordStatusChange: async (kind, id, at) => {
      setStatusChanged[kind].run(at, id);
    },
    requeueFailedDeliveries: async (kind, id, now) => requeueFailed(kind, id, now),
    eraseRequest: async (kind, id) => erase(kind, id),
    purgeExpired: async (cutoffs) => purge(cutoffs),
    existingDeliveryIds: async (ids) => new Set(ids.filter((id) => outboxIdExists.get(id))),
  };
};

import type { SqliteDatabase } from '../../../libraries/database/sqlite-database';
import type { BookingStore, PurgedRequests, RequestKind, RetentionCutoffs } from '../booking-store';

type RemovalMethods = Pick<
  BookingStore,
  'recordStatusChange' | 'eraseRequest' | 'purgeExpired' | 'existingDeliveryIds'
>;

const TABLES: Record<RequestKind, string> = {
  booking: 'booking_submissions',
  fellowship_inquiry: 'fellowship_inquiries',
};

/** Erasure and retention on SQLite: each removal takes the request and its outbox rows in one transaction. */
export const createSqliteRequestRemoval = (db: SqliteDatabase): RemovalMethods => {
  const setStatusChanged = db.prepare('UPDATE booking_submissions SET status_changed_at = ? WHERE id = ?');
  const deleteOutbox = db.prepare<[RequestKind, string], { id: string }>(
    'DELETE FROM outbox WHERE request_kind = ? AND request_id = ? RETURNING id',
  );
  const deleteRequest = Object.fromEntries(
    Object.entries(TABLES).map(([kind, table]) => [kind, db.prepare(`DELETE FROM ${table} WHERE id = ?`)]),
  ) as Record<RequestKind, ReturnType<SqliteDatabase['prepare']>>;
  const expiredBookings = db.prepare<[RetentionCutoffs], { id: string; is_spam: 0 | 1 }>(
    `SELECT id, is_spam FROM booking_submissions
     WHERE (is_spam = 1 AND created_at < @spamBefore)
        OR (is_spam = 0 AND COALESCE(status_changed_at, created_at) < @submissionsBefore)`,
  );
  const expiredInquiries = db.prepare<[RetentionCutoffs], { id: string }>(
    'SELECT id FROM fellowship_inquiries WHERE created_at < @submissionsBefore',
  );
  const outboxIdExists = db.prepare<[string], { id: string }>('SELECT id FROM outbox WHERE id = ?');

  /** The request first: an id of another kind (or none) changes nothing, its outbox rows included. */
  const remove = (kind: RequestKind, id: string): string[] | undefined => {
    if (deleteRequest[kind].run(id).changes !== 1) return undefined;
    return deleteOutbox.all(kind, id).map((row) => row.id);
  };

  const erase = db.transaction(remove);

  const purge = db.transaction((cutoffs: RetentionCutoffs): PurgedRequests => {
    const result: PurgedRequests = { bookings: 0, spam: 0, fellowshipInquiries: 0, bookingIds: [], deliveryIds: [] };
    for (const { id, is_spam } of expiredBookings.all(cutoffs)) {
      result.deliveryIds.push(...(remove('booking', id) ?? []));
      result.bookingIds.push(id);
      if (is_spam === 1) result.spam += 1;
      else result.bookings += 1;
    }
    for (const { id } of expiredInquiries.all(cutoffs)) {
      result.deliveryIds.push(...(remove('fellowship_inquiry', id) ?? []));
      result.fellowshipInquiries += 1;
    }
    return result;
  });

  return {
    recordStatusChange: async (submissionId, at) => {
      setStatusChanged.run(at, submissionId);
    },
    eraseRequest: async (kind, id) => erase(kind, id),
    purgeExpired: async (cutoffs) => purge(cutoffs),
    existingDeliveryIds: async (ids) => new Set(ids.filter((id) => outboxIdExists.get(id))),
  };
};

import type { BookingSubmissionRecord } from '@clinic/contracts/booking';
import { migrateSqlite, type SqliteDatabase } from '../../../libraries/database/sqlite-database';
import { createGroupCommit, withRelaxedSync, type SqliteWrite } from '../../../libraries/database/sqlite-group-commit';
import {
  BACKLOG_COUNT_CAP,
  DELIVERY_CHANNELS,
  type BookingStore,
  type BookingSubmission,
  type BookingSubmissionSummary,
  type ClaimOptions,
  type ClinicDelivery,
  type Delivery,
  type FellowshipInquiryRecord,
  type NewDelivery,
  type RequestKind,
} from '../booking-store';
import { BOOKING_MIGRATIONS } from './booking-migrations';
import { createSqliteAcknowledgementCounts } from './sqlite-acknowledgement-counts';
import { createSqliteRequestRemoval } from './sqlite-request-removal';

interface SubmissionRow {
  id: string;
  created_at: string;
  form_source: BookingSubmission['form_source'];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  email_sent: 0 | 1;
  email_error: string | null;
  is_spam: 0 | 1;
  /** In the list: read from the request's JSON. */
  date_of_birth?: string | null;
  request?: string;
}

interface InquiryRow extends Omit<FellowshipInquiryRecord, 'email_sent'> {
  email_sent: 0 | 1;
}

const SUMMARY_COLUMNS =
  'id, created_at, form_source, first_name, last_name, email, phone, email_sent, email_error, is_spam';

const INQUIRY_COLUMNS = 'id, created_at, name, email, message, email_sent, email_error';

const DELIVERY_COLUMNS =
  'id, request_kind, request_id, channel, status, attempts, next_attempt_at, last_error, created_at';

const toRecord = (row: SubmissionRow): BookingSubmissionRecord => ({
  id: row.id,
  created_at: row.created_at,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  form_source: row.form_source,
  email_sent: row.email_sent === 1,
  email_error: row.email_error,
  is_spam: row.is_spam === 1,
});

const toSummary = (row: SubmissionRow): BookingSubmissionSummary => ({
  ...toRecord(row),
  date_of_birth: row.date_of_birth ?? '',
});

const toSubmission = (row: SubmissionRow): BookingSubmission => ({
  ...toRecord(row),
  request: JSON.parse(row.request ?? '{}') as BookingSubmission['request'],
});

const toInquiry = (row: InquiryRow): FellowshipInquiryRecord => ({ ...row, email_sent: row.email_sent === 1 });

/** The embedded adapter. better-sqlite3 is synchronous: each method is one short statement or transaction. */
export const createSqliteBookingStore = (db: SqliteDatabase): BookingStore => {
  migrateSqlite(db, BOOKING_MIGRATIONS);

  const insertSubmission = `INSERT INTO booking_submissions (${SUMMARY_COLUMNS}, request)
     VALUES (@id, @created_at, @form_source, @first_name, @last_name, @email, @phone, @email_sent, @email_error,
             @is_spam, @request)`;
  const insertInquiry = `INSERT INTO fellowship_inquiries (id, created_at, name, email, message, email_sent, email_error)
     VALUES (@id, @created_at, @name, @email, @message, @email_sent, @email_error)`;
  const insertDelivery = `INSERT INTO outbox (id, request_kind, request_id, channel, next_attempt_at, created_at)
     VALUES (@id, @request_kind, @request_id, @channel, @next_attempt_at, @created_at)`;
  const selectSummaries = db.prepare<[], SubmissionRow>(
    `SELECT ${SUMMARY_COLUMNS}, json_extract(request, '$.date_of_birth') AS date_of_birth
     FROM booking_submissions ORDER BY created_at DESC, rowid DESC`,
  );
  const selectInquiries = db.prepare<[], InquiryRow>(
    `SELECT ${INQUIRY_COLUMNS} FROM fellowship_inquiries ORDER BY created_at DESC, rowid DESC`,
  );
  const selectClinicDeliveries = db.prepare<[RequestKind], ClinicDelivery & { request_id: string }>(
    `SELECT request_id, status, attempts, next_attempt_at, last_error FROM outbox
     WHERE channel = 'clinic_email' AND request_kind = ?`,
  );
  const selectSubmission = db.prepare<[string], SubmissionRow>(
    `SELECT ${SUMMARY_COLUMNS}, request FROM booking_submissions WHERE id = ?`,
  );
  const selectInquiry = db.prepare<[string], InquiryRow>(
    `SELECT ${INQUIRY_COLUMNS} FROM fellowship_inquiries WHERE id = ?`,
  );
  // One statement: SQLite's single writer makes the select-and-lease atomic across processes sharing the file.
  const claim = db.prepare<[{ owner: string; leaseUntil: number; now: number; limit: number }], Delivery>(
    `UPDATE outbox SET lease_owner = @owner, lease_expires_at = @leaseUntil, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (lease_expires_at IS NULL OR lease_expires_at <= @now)
       ORDER BY next_attempt_at LIMIT @limit)
     RETURNING ${DELIVERY_COLUMNS}`,
  );
  const markSent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, lease_owner = NULL, lease_expires_at = NULL, last_error = NULL
     WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const markFailed = db.prepare(
    `UPDATE outbox SET status = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_expires_at = NULL
     WHERE id = ? AND lease_owner = ? AND status = 'pending'`,
  );
  const setSubmissionEmail = db.prepare('UPDATE booking_submissions SET email_sent = ?, email_error = ? WHERE id = ?');
  const setInquiryEmail = db.prepare('UPDATE fellowship_inquiries SET email_sent = ?, email_error = ? WHERE id = ?');
  const selectDeliveries = db.prepare<[string], Delivery>(
    `SELECT ${DELIVERY_COLUMNS} FROM outbox WHERE request_id = ? ORDER BY created_at, id`,
  );
  // Per channel, through outbox_pending (and outbox_due for the few given-up rows); counts stop at the cap. The
  // status is written out: SQLite uses a partial index only for a query whose WHERE implies the index's.
  const countPending = db.prepare<[{ channel: string; cap: number }], { count: number }>(
    `SELECT count(*) AS count FROM (SELECT 1 FROM outbox WHERE status = 'pending' AND channel = @channel LIMIT @cap)`,
  );
  const countGivenUp = db.prepare<[{ channel: string; cap: number }], { count: number }>(
    `SELECT count(*) AS count FROM (SELECT 1 FROM outbox WHERE status = 'dead' AND channel = @channel LIMIT @cap)`,
  );
  const selectOldestPending = db.prepare<[string], { oldest: string | null }>(
    `SELECT min(created_at) AS oldest FROM outbox WHERE status = 'pending' AND channel = ?`,
  );
  const selectSubmissionsByEmail = db.prepare<[string], SubmissionRow>(
    `SELECT ${SUMMARY_COLUMNS}, request FROM booking_submissions WHERE email = ? COLLATE NOCASE
     ORDER BY created_at DESC, rowid DESC`,
  );
  const selectInquiriesByEmail = db.prepare<[string], InquiryRow>(
    `SELECT ${INQUIRY_COLUMNS} FROM fellowship_inquiries WHERE email = ? COLLATE NOCASE
     ORDER BY created_at DESC, rowid DESC`,
  );

  const deliveryRows = (deliveries: readonly NewDelivery[], createdAt: string): SqliteWrite => {
    const due = Date.parse(createdAt);
    return deliveries.map((delivery) => [insertDelivery, { ...delivery, next_attempt_at: due, created_at: createdAt }]);
  };

  const bookingWrite = (submission: BookingSubmission, deliveries: readonly NewDelivery[]): SqliteWrite => [
    [
      insertSubmission,
      {
        ...submission,
        email_sent: submission.email_sent ? 1 : 0,
        is_spam: submission.is_spam ? 1 : 0,
        request: JSON.stringify(submission.request),
      },
    ],
    ...deliveryRows(deliveries, submission.created_at),
  ];

  const inquiryWrite = (inquiry: FellowshipInquiryRecord, deliveries: readonly NewDelivery[]): SqliteWrite => [
    [insertInquiry, { ...inquiry, email_sent: inquiry.email_sent ? 1 : 0 }],
    ...deliveryRows(deliveries, inquiry.created_at),
  ];

  // Requests wait for a durable commit (synchronous=FULL) on the writer thread, shared by the requests that queue
  // while the previous one is in flight.
  const commit = createGroupCommit(db);

  const setEmailStatus = (delivery: Delivery, sent: boolean, error: string | null) => {
    if (delivery.channel !== 'clinic_email') return;
    const statement = delivery.request_kind === 'booking' ? setSubmissionEmail : setInquiryEmail;
    statement.run(sent ? 1 : 0, error, delivery.request_id);
  };

  const recordSent = db.transaction((delivery: Delivery, owner: string) => {
    const { changes } = markSent.run(new Date().toISOString(), delivery.id, owner);
    if (changes === 1) setEmailStatus(delivery, true, null);
  });

  const recordFailed = db.transaction((delivery: Delivery, owner: string, error: string, retryAt: number | null) => {
    const status = retryAt === null ? 'dead' : 'pending';
    const { changes } = markFailed.run(status, retryAt ?? delivery.next_attempt_at, error, delivery.id, owner);
    if (changes === 1) setEmailStatus(delivery, false, error);
  });

  return {
    saveBooking: (submission, deliveries) => commit.write(bookingWrite(submission, deliveries)),
    saveFellowshipInquiry: (inquiry, deliveries) => commit.write(inquiryWrite(inquiry, deliveries)),
    listNewestFirst: async () => selectSummaries.all().map(toSummary),
    findById: async (id) => {
      const row = selectSubmission.get(id);
      return row && toSubmission(row);
    },
    findFellowshipInquiry: async (id) => {
      const row = selectInquiry.get(id);
      return row && toInquiry(row);
    },
    listFellowshipInquiriesNewestFirst: async () => selectInquiries.all().map(toInquiry),
    listClinicDeliveries: async (kind) =>
      new Map(selectClinicDeliveries.all(kind).map(({ request_id, ...delivery }) => [request_id, delivery])),
    findByEmail: async (email) => ({
      bookings: selectSubmissionsByEmail.all(email).map(toSubmission),
      fellowshipInquiries: selectInquiriesByEmail.all(email).map(toInquiry),
    }),
    ...createSqliteRequestRemoval(db),
    ...createSqliteAcknowledgementCounts(db),
    claimDueDeliveries: async ({ owner, now, leaseMs, limit }: ClaimOptions) =>
      withRelaxedSync(db, () => claim.all({ owner, leaseUntil: now + leaseMs, now, limit })),
    // A lost 'sent' mark (power cut only) means one resend: the .eml transport then rewrites the same file.
    recordDeliverySent: async (delivery, owner) => withRelaxedSync(db, () => recordSent(delivery, owner)),
    recordDeliveryFailed: async (delivery, owner, error, retryAt) =>
      withRelaxedSync(db, () => recordFailed(delivery, owner, error, retryAt)),
    listDeliveries: async (requestId) => selectDeliveries.all(requestId),
    outboxBacklog: async () =>
      DELIVERY_CHANNELS.map((channel) => ({
        channel,
        pending: countPending.get({ channel, cap: BACKLOG_COUNT_CAP })!.count,
        oldestPendingAt: selectOldestPending.get(channel)!.oldest,
        givenUp: countGivenUp.get({ channel, cap: BACKLOG_COUNT_CAP })!.count,
      })),
    close: () => commit.close(),
  };
};

import type { FellowshipInquiryExport } from '@clinic/contracts';
import type { BookingRequestBody, BookingSubmissionRecord } from '@clinic/contracts/booking';

/**
 * The booking component's storage interface, implemented by the SQLite and the MongoDB adapters and checked by one
 * contract suite (test/booking-store.contract.ts). Values are plain objects; timestamps are ISO strings.
 */

/** The validated request as stored: every field of the spec's body, empty optionals as ''. */
export type StoredBookingRequest = Required<Omit<BookingRequestBody, 'destination_email' | 'page_slug'>>;

/** The spec's submission record (table booking_submissions), the spam flag and the date of birth: the staff list. */
export interface BookingSubmissionSummary extends BookingSubmissionRecord {
  date_of_birth: string;
}

export interface BookingSubmission extends BookingSubmissionRecord {
  /** The whole request, not only the list columns. */
  request: StoredBookingRequest;
}

/** Everything held for one email address (a subject access request). */
export interface RequestsByEmail {
  bookings: BookingSubmission[];
  fellowshipInquiries: FellowshipInquiryRecord[];
}

/**
 * Access for other components (the staff pages). Follow-up status is not kept here, only when it last changed:
 * retention counts from then.
 */
export interface BookingSubmissionRepository {
  /** Every submission, spam included (flagged), newest first, no paging (spec section 7, call 7). */
  listNewestFirst(): Promise<BookingSubmissionSummary[]>;
  findById(id: string): Promise<BookingSubmission | undefined>;
  findFellowshipInquiry(id: string): Promise<FellowshipInquiryRecord | undefined>;
  /** A request's outbox rows, oldest first. */
  listDeliveries(requestId: string): Promise<Delivery[]>;
  /** Every fellowship inquiry, newest first, no paging. */
  listFellowshipInquiriesNewestFirst(): Promise<FellowshipInquiryRecord[]>;
  /** The clinic email's outbox row of every request of this kind, by request id (spam has none). */
  listClinicDeliveries(kind: RequestKind): Promise<Map<string, ClinicDelivery>>;
  /**
   * Puts the request's failed deliveries (given up, or waiting for a retry) back in the outbox, due at `now`
   * (epoch ms) with a fresh count of attempts. How many went back; undefined when no such request exists.
   */
  requeueFailedDeliveries(kind: RequestKind, id: string, now: number): Promise<number | undefined>;
  /** Restarts the request's retention period (a follow-up status changed at `at`, ISO). */
  recordStatusChange(kind: RequestKind, id: string, at: string): Promise<void>;
  /** Deletes the request and its outbox rows together; the ids of those rows (the .eml keys), or undefined if unknown. */
  eraseRequest(kind: RequestKind, id: string): Promise<string[] | undefined>;
  /** Bookings and inquiries whose email matches, ignoring case; newest first. */
  findByEmail(email: string): Promise<RequestsByEmail>;
}

/** ISO instants: requests whose period ended before them are expired. */
export interface RetentionCutoffs {
  /** Bookings (by last status change, else creation) and fellowship inquiries (by creation). */
  submissionsBefore: string;
  /** Spam bookings, by creation. */
  spamBefore: string;
}

export interface PurgedRequests {
  bookings: number;
  spam: number;
  fellowshipInquiries: number;
  /** Ids of the purged bookings (spam included): other components drop what they keep about them. */
  bookingIds: string[];
  fellowshipInquiryIds: string[];
  /** Ids of the purged outbox rows: the .eml keys. */
  deliveryIds: string[];
}

/** A fellowship inquiry as stored: the same shape the subject access export gives out. */
export type FellowshipInquiryRecord = FellowshipInquiryExport;

export type RequestKind = 'booking' | 'fellowship_inquiry';

/** clinic_email sets the request's email_sent / email_error; the others only retry. */
export const DELIVERY_CHANNELS = ['clinic_email', 'acknowledgement_email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export interface NewDelivery {
  id: string;
  request_kind: RequestKind;
  request_id: string;
  channel: DeliveryChannel;
}

export type DeliveryStatus = 'pending' | 'sent' | 'dead';

/** Where a request's clinic email stands: what the staff list shows of its outbox row. */
export interface ClinicDelivery {
  status: DeliveryStatus;
  attempts: number;
  /** Epoch ms. */
  next_attempt_at: number;
  last_error: string | null;
}

/** One outbox row: what to deliver about which request. The content is rendered from the stored request. */
export interface Delivery extends NewDelivery {
  status: DeliveryStatus;
  /** Attempts started so far, counting the current one once claimed. */
  attempts: number;
  /** Epoch ms. */
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
}

/**
 * Pending and given-up rows are counted up to this many per channel: beyond it the figure says "at least this", and a
 * scrape during an outage never walks a hundred thousand rows on the event loop (a full count took 15-30 ms here).
 */
export const BACKLOG_COUNT_CAP = 10_000;

/** One channel's undelivered outbox rows. */
export interface OutboxBacklog {
  channel: DeliveryChannel;
  /** Up to BACKLOG_COUNT_CAP. */
  pending: number;
  /** created_at (ISO) of the oldest pending row, or null when none is pending. */
  oldestPendingAt: string | null;
  /** Rows given up ('dead'), kept until their request's retention ends; up to BACKLOG_COUNT_CAP. */
  givenUp: number;
}

export interface ClaimOptions {
  /** Unique per worker (process): only the lease holder may complete the delivery. */
  owner: string;
  now: number;
  /** How long the claim holds; past it another worker may take the delivery over (the holder died). */
  leaseMs: number;
  limit: number;
}

/**
 * How many acknowledgements went to one recipient on one UTC day (ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY). The
 * recipient is a keyed hash of the normalised address, never the address; a day's counts are deleted once it ends.
 */
export interface AcknowledgementCounts {
  /** Adds one for the recipient on `day` (days since 1970-01-01, UTC) and returns the day's count, this one included. */
  countAcknowledgement(recipientKey: string, day: number): Promise<number>;
  /** Deletes the counts of the days before `day`. */
  forgetAcknowledgementCountsBefore(day: number): Promise<void>;
}

/** Access for the retention purge. */
export interface ExpiringRequests {
  /** Deletes expired requests with their outbox rows, in one transaction. */
  purgeExpired(cutoffs: RetentionCutoffs): Promise<PurgedRequests>;
  /** Which of these outbox ids still exist (a mail file whose row is gone is an orphan). */
  existingDeliveryIds(ids: readonly string[]): Promise<Set<string>>;
}

export interface BookingStore extends BookingSubmissionRepository, AcknowledgementCounts, ExpiringRequests {
  /** The submission and its deliveries in one transaction: after it resolves, all are durable. */
  saveBooking(submission: BookingSubmission, deliveries: readonly NewDelivery[]): Promise<void>;
  saveFellowshipInquiry(inquiry: FellowshipInquiryRecord, deliveries: readonly NewDelivery[]): Promise<void>;
  /** Atomically leases up to `limit` pending deliveries that are due and not leased by a live worker. */
  claimDueDeliveries(options: ClaimOptions): Promise<Delivery[]>;
  /** Marks it sent (and a clinic email's request email_sent) if `owner` still holds the lease. */
  recordDeliverySent(delivery: Delivery, owner: string): Promise<void>;
  /** Records the error; retries at `retryAt` (epoch ms), or gives up when it is null. */
  recordDeliveryFailed(delivery: Delivery, owner: string, error: string, retryAt: number | null): Promise<void>;
  /**
   * Undelivered rows per channel, every channel listed in DELIVERY_CHANNELS order: read at every metrics scrape and
   * health check, so through an index of pending rows by channel and creation (the oldest is one index lookup).
   */
  outboxBacklog(): Promise<OutboxBacklog[]>;
  /** Lets pending writes finish and releases what the adapter holds beside the shared connection. */
  close(): Promise<void>;
}

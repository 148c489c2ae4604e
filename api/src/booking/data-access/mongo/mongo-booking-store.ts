import type { RetentionPeriods } from '@clinic/contracts';
import type { BookingSubmissionRecord } from '@clinic/contracts/booking';
import type { Connection } from 'mongoose';
import {
  BACKLOG_COUNT_CAP,
  DELIVERY_CHANNELS,
  type BookingStore,
  type BookingSubmission,
  type BookingSubmissionSummary,
  type Delivery,
  type FellowshipInquiryRecord,
  type NewDelivery,
} from '../booking-store';
import {
  CASE_INSENSITIVE,
  initBookingModels,
  type InquiryDocument,
  type OutboxDocument,
  type SubmissionDocument,
} from './booking-models';
import { createMongoAcknowledgementCounts } from './mongo-acknowledgement-counts';
import { createMongoRequestRemoval } from './mongo-request-removal';
import { expiryOf } from './retention-expiry';

const toRecord = (doc: SubmissionDocument): BookingSubmissionRecord => ({
  id: doc._id,
  created_at: doc.created_at.toISOString(),
  first_name: doc.first_name,
  last_name: doc.last_name,
  email: doc.email,
  phone: doc.phone,
  form_source: doc.form_source as BookingSubmissionSummary['form_source'],
  email_sent: doc.email_sent,
  email_error: doc.email_error ?? null,
  is_spam: doc.is_spam,
});

const toSummary = (doc: SubmissionDocument): BookingSubmissionSummary => ({
  ...toRecord(doc),
  date_of_birth: doc.request.date_of_birth ?? '',
});

const toSubmission = (doc: SubmissionDocument): BookingSubmission => ({
  ...toRecord(doc),
  request: doc.request as BookingSubmission['request'],
});

const toInquiry = (doc: InquiryDocument): FellowshipInquiryRecord => ({
  id: doc._id,
  created_at: doc.created_at.toISOString(),
  name: doc.name,
  email: doc.email,
  message: doc.message,
  email_sent: doc.email_sent,
  email_error: doc.email_error ?? null,
});

const toDelivery = (doc: OutboxDocument): Delivery => ({
  id: doc._id,
  request_kind: doc.request_kind,
  request_id: doc.request_id,
  channel: doc.channel,
  status: doc.status,
  attempts: doc.attempts,
  next_attempt_at: doc.next_attempt_at,
  last_error: doc.last_error ?? null,
  created_at: doc.created_at.toISOString(),
});

/** The list's columns: of the request, only the date of birth. */
const SUMMARY_PROJECTION = {
  created_at: 1,
  form_source: 1,
  first_name: 1,
  last_name: 1,
  email: 1,
  phone: 1,
  email_sent: 1,
  email_error: 1,
  is_spam: 1,
  'request.date_of_birth': 1,
} as const;

/**
 * The MongoDB adapter. Writes that must land together use a transaction (MongoDB must run as a replica set, as
 * Atlas and most managed services do); the outbox claim is one atomic findOneAndUpdate per delivery.
 */
export const createMongoBookingStore = async (
  connection: Connection,
  retention: RetentionPeriods,
): Promise<BookingStore> => {
  const models = await initBookingModels(connection);
  const { Submission, Inquiry, Outbox } = models;

  const outboxRows = (deliveries: readonly NewDelivery[], createdAt: string, expiresAt: Date) =>
    deliveries.map((delivery) => ({
      _id: delivery.id,
      request_kind: delivery.request_kind,
      request_id: delivery.request_id,
      channel: delivery.channel,
      next_attempt_at: Date.parse(createdAt),
      created_at: new Date(createdAt),
      expires_at: expiresAt,
    }));

  const setEmailStatus = async (delivery: Delivery, sent: boolean, error: string | null, session: unknown) => {
    if (delivery.channel !== 'clinic_email') return;
    const model = delivery.request_kind === 'booking' ? Submission : Inquiry;
    await (model as typeof Submission).updateOne(
      { _id: delivery.request_id },
      { $set: { email_sent: sent, email_error: error } },
      { session: session as never },
    );
  };

  /** Updates the outbox row only while `owner` holds its lease; then the request's email status. */
  const finish = (
    delivery: Delivery,
    owner: string,
    set: Partial<OutboxDocument>,
    sent: boolean,
    error: string | null,
  ) =>
    connection.transaction(async (session) => {
      const { modifiedCount } = await Outbox.updateOne(
        { _id: delivery.id, lease_owner: owner, status: 'pending' },
        { $set: { ...set, lease_owner: null, lease_expires_at: null } },
        { session },
      );
      if (modifiedCount === 1) await setEmailStatus(delivery, sent, error, session);
    });

  return {
    saveBooking: async (submission: BookingSubmission, deliveries) => {
      await connection.transaction(async (session) => {
        const { id, created_at, ...rest } = submission;
        const createdAt = new Date(created_at);
        const expires_at = expiryOf(
          { created_at: createdAt, status_changed_at: null, is_spam: rest.is_spam },
          retention,
        );
        await Submission.create([{ ...rest, _id: id, created_at: createdAt, expires_at }], { session });
        if (deliveries.length > 0) {
          await Outbox.insertMany(outboxRows(deliveries, created_at, expires_at), { session });
        }
      });
    },
    saveFellowshipInquiry: async (inquiry, deliveries) => {
      await connection.transaction(async (session) => {
        const { id, created_at, ...rest } = inquiry;
        const createdAt = new Date(created_at);
        const expires_at = expiryOf({ created_at: createdAt, status_changed_at: null, is_spam: false }, retention);
        await Inquiry.create([{ ...rest, _id: id, created_at: createdAt, expires_at }], { session });
        await Outbox.insertMany(outboxRows(deliveries, created_at, expires_at), { session });
      });
    },
    listNewestFirst: async () =>
      (
        await Submission.find({}, SUMMARY_PROJECTION).sort({ created_at: -1, _id: -1 }).lean<SubmissionDocument[]>()
      ).map(toSummary),
    findById: async (id) => {
      const doc = await Submission.findById(id).lean<SubmissionDocument>();
      return doc ? toSubmission(doc) : undefined;
    },
    findFellowshipInquiry: async (id) => {
      const doc = await Inquiry.findById(id).lean<InquiryDocument>();
      return doc ? toInquiry(doc) : undefined;
    },
    listFellowshipInquiriesNewestFirst: async () =>
      (await Inquiry.find().sort({ created_at: -1, _id: -1 }).lean<InquiryDocument[]>()).map(toInquiry),
    listClinicDeliveries: async (kind) =>
      new Map(
        (
          await Outbox.find(
            { channel: 'clinic_email', request_kind: kind },
            { request_id: 1, status: 1, attempts: 1, next_attempt_at: 1, last_error: 1 },
          ).lean<OutboxDocument[]>()
        ).map((doc) => [
          doc.request_id,
          {
            status: doc.status,
            attempts: doc.attempts,
            next_attempt_at: doc.next_attempt_at,
            last_error: doc.last_error ?? null,
          },
        ]),
      ),
    findByEmail: async (email) => {
      const newestFirst = { created_at: -1, _id: -1 } as const;
      const [bookings, inquiries] = await Promise.all([
        Submission.find({ email }).collation(CASE_INSENSITIVE).sort(newestFirst).lean<SubmissionDocument[]>(),
        Inquiry.find({ email }).collation(CASE_INSENSITIVE).sort(newestFirst).lean<InquiryDocument[]>(),
      ]);
      return {
        bookings: bookings.map(toSubmission),
        fellowshipInquiries: inquiries.map(toInquiry),
      };
    },
    ...createMongoRequestRemoval(connection, models, retention),
    ...createMongoAcknowledgementCounts(models.AcknowledgementCount),
    claimDueDeliveries: async ({ owner, now, leaseMs, limit }) => {
      const claimed: Delivery[] = [];
      while (claimed.length < limit) {
        const doc = await Outbox.findOneAndUpdate(
          {
            status: 'pending',
            next_attempt_at: { $lte: now },
            $or: [{ lease_expires_at: null }, { lease_expires_at: { $lte: now } }],
          },
          { $set: { lease_owner: owner, lease_expires_at: now + leaseMs }, $inc: { attempts: 1 } },
          { sort: { next_attempt_at: 1 }, returnDocument: 'after' },
        ).lean<OutboxDocument>();
        if (!doc) break;
        claimed.push(toDelivery(doc));
      }
      return claimed;
    },
    recordDeliverySent: (delivery, owner) =>
      finish(delivery, owner, { status: 'sent', sent_at: new Date(), last_error: null }, true, null),
    recordDeliveryFailed: (delivery, owner, error, retryAt) =>
      finish(
        delivery,
        owner,
        {
          status: retryAt === null ? 'dead' : 'pending',
          next_attempt_at: retryAt ?? delivery.next_attempt_at,
          last_error: error,
        },
        false,
        error,
      ),
    listDeliveries: async (requestId) =>
      (await Outbox.find({ request_id: requestId }).sort({ created_at: 1, _id: 1 }).lean<OutboxDocument[]>()).map(
        toDelivery,
      ),
    outboxBacklog: () =>
      Promise.all(
        DELIVERY_CHANNELS.map(async (channel) => {
          const [pending, oldest, givenUp] = await Promise.all([
            Outbox.countDocuments({ status: 'pending', channel }, { limit: BACKLOG_COUNT_CAP }),
            Outbox.findOne({ status: 'pending', channel }, { created_at: 1 })
              .sort({ created_at: 1 })
              .lean<Pick<OutboxDocument, 'created_at'>>(),
            Outbox.countDocuments({ status: 'dead', channel }, { limit: BACKLOG_COUNT_CAP }),
          ]);
          return { channel, pending, oldestPendingAt: oldest?.created_at.toISOString() ?? null, givenUp };
        }),
      ),
    // Each save is its own transaction on the shared connection, which closeStorage() closes.
    close: async () => {},
  };
};

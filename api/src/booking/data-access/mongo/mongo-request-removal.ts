import type { RetentionPeriods } from '@clinic/contracts';
import type { ClientSession, Connection } from 'mongoose';
import type { BookingStore, PurgedRequests, RequestKind } from '../booking-store';
import type { BookingModels, SubmissionDocument } from './booking-models';
import { expiryOf } from './retention-expiry';

type RemovalMethods = Pick<
  BookingStore,
  'recordStatusChange' | 'requeueFailedDeliveries' | 'eraseRequest' | 'purgeExpired' | 'existingDeliveryIds'
>;

/**
 * Erasure and retention on MongoDB. The TTL indexes delete expired documents on their own; purgeExpired applies the
 * same rule on demand, so what the TTL monitor has not reached yet is counted, audited and its mail copies removed.
 */
export const createMongoRequestRemoval = (
  connection: Connection,
  { Submission, Inquiry, Outbox }: BookingModels,
  retention: RetentionPeriods,
): RemovalMethods => {
  const modelFor = (kind: RequestKind) => (kind === 'booking' ? Submission : Inquiry) as typeof Submission;

  /** Deletes the requests' outbox rows (of that kind only) and then the requests; returns the rows' ids. */
  const removeAll = async (kind: RequestKind, ids: string[], session: ClientSession) => {
    const outboxRows = { request_kind: kind, request_id: { $in: ids } };
    const rows = await Outbox.find(outboxRows, { _id: 1 }, { session }).lean<{ _id: string }[]>();
    await Outbox.deleteMany(outboxRows, { session });
    await modelFor(kind).deleteMany({ _id: { $in: ids } }, { session });
    return rows.map((row) => row._id);
  };

  return {
    recordStatusChange: async (kind, id, at) => {
      await connection.transaction(async (session) => {
        const doc = await modelFor(kind)
          .findById(id, { created_at: 1, is_spam: 1 }, { session })
          .lean<Pick<SubmissionDocument, 'created_at' | 'is_spam'>>();
        if (!doc) return;
        const status_changed_at = new Date(at);
        const expires_at = expiryOf({ ...doc, is_spam: doc.is_spam ?? false, status_changed_at }, retention);
        await modelFor(kind).updateOne({ _id: id }, { $set: { status_changed_at, expires_at } }, { session });
        await Outbox.updateMany({ request_id: id }, { $set: { expires_at } }, { session });
      });
    },
    requeueFailedDeliveries: (kind, id, now) =>
      connection.transaction(async (session) => {
        if (!(await modelFor(kind).exists({ _id: id }).session(session))) return undefined;
        // A row being sent right now (a live lease) is left to its worker.
        const { modifiedCount } = await Outbox.updateMany(
          {
            request_id: id,
            $or: [
              { status: 'dead' },
              {
                status: 'pending',
                last_error: { $ne: null },
                $or: [{ lease_expires_at: null }, { lease_expires_at: { $lte: now } }],
              },
            ],
          },
          { $set: { status: 'pending', attempts: 0, next_attempt_at: now, lease_owner: null, lease_expires_at: null } },
          { session },
        );
        return modifiedCount;
      }),
    // The request is looked up first, in the transaction: an id of another kind (or none) changes nothing.
    eraseRequest: (kind, id) =>
      connection.transaction(async (session) => {
        if (!(await modelFor(kind).exists({ _id: id }).session(session))) return undefined;
        return removeAll(kind, [id], session);
      }),
    purgeExpired: ({ submissionsBefore, spamBefore }) =>
      connection.transaction(async (session): Promise<PurgedRequests> => {
        const before = new Date(submissionsBefore);
        const expiredBookings = await Submission.find(
          {
            $or: [
              { is_spam: true, created_at: { $lt: new Date(spamBefore) } },
              { is_spam: false, status_changed_at: { $lt: before } },
              { is_spam: false, status_changed_at: null, created_at: { $lt: before } },
            ],
          },
          { _id: 1, is_spam: 1 },
          { session },
        ).lean<Pick<SubmissionDocument, '_id' | 'is_spam'>[]>();
        const expiredInquiries = await Inquiry.find(
          {
            $or: [{ status_changed_at: { $lt: before } }, { status_changed_at: null, created_at: { $lt: before } }],
          },
          { _id: 1 },
          { session },
        ).lean<{ _id: string }[]>();
        const bookingIds = expiredBookings.map((doc) => doc._id);
        const bookingDeliveryIds = await removeAll('booking', bookingIds, session);
        const inquiryDeliveryIds = await removeAll(
          'fellowship_inquiry',
          expiredInquiries.map((doc) => doc._id),
          session,
        );
        const spam = expiredBookings.filter((doc) => doc.is_spam).length;
        return {
          bookings: bookingIds.length - spam,
          spam,
          fellowshipInquiries: expiredInquiries.length,
          bookingIds,
          fellowshipInquiryIds: expiredInquiries.map((doc) => doc._id),
          deliveryIds: [...bookingDeliveryIds, ...inquiryDeliveryIds],
        };
      }),
    existingDeliveryIds: async (ids) =>
      new Set(
        (await Outbox.find({ _id: { $in: [...ids] } }, { _id: 1 }).lean<{ _id: string }[]>()).map((row) => row._id),
      ),
  };
};

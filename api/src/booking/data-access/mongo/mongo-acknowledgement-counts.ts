import type { Model } from 'mongoose';
import type { AcknowledgementCounts } from '../booking-store';
import type { AcknowledgementCountDocument } from './booking-models';

const DAY_MS = 86_400_000;

/**
 * Acknowledgement counts on MongoDB: one document per recipient and day, incremented atomically (an upsert on _id,
 * which MongoDB retries itself if two instances insert it at once); its TTL index deletes it when the day ends.
 */
export const createMongoAcknowledgementCounts = (
  AcknowledgementCount: Model<AcknowledgementCountDocument>,
): AcknowledgementCounts => ({
  countAcknowledgement: async (recipientKey, day) => {
    const counted = await AcknowledgementCount.findOneAndUpdate(
      { _id: `${recipientKey}:${day}` },
      { $inc: { count: 1 }, $setOnInsert: { expires_at: new Date((day + 1) * DAY_MS) } },
      { upsert: true, new: true, projection: { count: 1 } },
    ).lean<Pick<AcknowledgementCountDocument, 'count'>>();
    return counted!.count;
  },
  forgetAcknowledgementCountsBefore: async (day) => {
    await AcknowledgementCount.deleteMany({ expires_at: { $lte: new Date(day * DAY_MS) } });
  },
});

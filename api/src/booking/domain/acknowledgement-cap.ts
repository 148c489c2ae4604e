import { createHmac } from 'node:crypto';
import type { AcknowledgementCounts, Delivery } from '../data-access/booking-store';

const DAY_MS = 86_400_000;

/** What the outbox row records (and the log says) when the cap holds an acknowledgement back: never the address. */
export const ACKNOWLEDGEMENT_CAPPED =
  "Not sent: the recipient's acknowledgements for today are used up (ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY)";

/** One mailbox however it is typed: trimmed, lower case, without a +tag (which reaches the same inbox). */
export const normaliseRecipient = (address: string): string => {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, Math.max(at, 0));
  const tag = local.indexOf('+');
  return tag > 0 ? `${local.slice(0, tag)}${trimmed.slice(at)}` : trimmed;
};

export interface AcknowledgementCapOptions {
  counts: AcknowledgementCounts;
  /** HMAC key for recipients (derived from the server secret): the store holds the hash, never the address. */
  key: Uint8Array;
  /** ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY. */
  perDay: number;
  now: () => number;
}

/**
 * A daily cap on the acknowledgements one address receives (UTC days), so nobody can make the clinic send its
 * acknowledgement to someone else's inbox again and again. Counted by a keyed hash of the normalised address: a
 * plain hash of an address is found again by hashing a guess; this one needs the server's secret.
 */
export const createAcknowledgementCap = ({ counts, key, perDay, now }: AcknowledgementCapOptions) => {
  const today = () => Math.floor(now() / DAY_MS);
  const recipientKeyOf = (address: string) =>
    createHmac('sha256', key).update(normaliseRecipient(address)).digest('base64url');

  return {
    /**
     * Whether this acknowledgement may go to `address`. Its first attempt is counted; a retry (the first send
     * failed) was counted then and goes.
     */
    admit: async (delivery: Delivery, address: string): Promise<boolean> =>
      delivery.attempts > 1 || (await counts.countAcknowledgement(recipientKeyOf(address), today())) <= perDay,
    /** Deletes the counts of the days that ended. */
    forgetPastDays: () => counts.forgetAcknowledgementCountsBefore(today()),
    /** Until the current UTC day ends. */
    msUntilNextDay: () => DAY_MS - (now() % DAY_MS),
  };
};

export type AcknowledgementCap = ReturnType<typeof createAcknowledgementCap>;

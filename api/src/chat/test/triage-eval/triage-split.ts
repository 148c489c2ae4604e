import { createHash } from 'node:crypto';

export type TriageSplit = 'development' | 'held-out';

/** Share of messages, in per cent, that the hash puts in the held-out split. */
const HELD_OUT_PERCENT = 35;

/**
 * The split a message belongs to, chosen by a hash of its exact text (sha256, first 4 bytes as an unsigned 32-bit
 * integer, mod 100 < 35 -> 'held-out'). The split is fixed the moment a message is written, so no one can move a
 * message between splits by editing a list, and rules written against the development split are measured on text
 * their author never chose to look at.
 */
export function splitOf(message: string): TriageSplit {
  const bucket = createHash('sha256').update(message, 'utf8').digest().readUInt32BE(0) % 100;
  return bucket < HELD_OUT_PERCENT ? 'held-out' : 'development';
}

import { hkdfSync } from 'node:crypto';

/**
 * A 256-bit key for one purpose, derived from a server secret (HKDF-SHA256): each use of the secret gets its own
 * key, so no value made for one purpose is ever valid for another.
 */
export const deriveKey = (secret: string, purpose: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', secret, '', `clinic:${purpose}`, 32));

import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Clinic-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe signs its events. */
export const SIGNATURE_HEADER = 'X-Clinic-Signature';
/** How old a signature the receiver should accept, against replays. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

export const signWebhook = (secret: string, rawBody: string, now: Date = new Date()): string => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
};

/** What a receiver runs: a fresh timestamp and a matching v1 signature, compared in constant time. */
export const verifyWebhookSignature = (
  secret: string,
  rawBody: string,
  header: string | undefined,
  { now = new Date(), toleranceSeconds = DEFAULT_SIGNATURE_TOLERANCE_SECONDS } = {},
): boolean => {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2);
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};

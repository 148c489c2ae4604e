import { storageFaultOf } from '../../libraries/database/storage-fault';

/**
 * Why a send failed, as a small fixed set for metrics and alerts (never the error text, which may name a person):
 * the provider refused the credentials (auth), throttled (rate_limited), rejected the message (rejected, other 4xx),
 * failed itself (server_error, 5xx), did not answer in time (timeout) or could not be reached (network); the local
 * disk failed (storage); the request was gone (missing_request) or the channel is not configured (not_configured);
 * the send was skipped on purpose (skipped: the address had its day's acknowledgements).
 */
export const DELIVERY_FAILURE_REASONS = [
  'auth',
  'rate_limited',
  'rejected',
  'server_error',
  'timeout',
  'network',
  'storage',
  'missing_request',
  'not_configured',
  'skipped',
  'other',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/** Thrown by the delivery itself when it cannot be attempted: the channel is off, or the request is gone. */
export class UndeliverableError extends Error {
  constructor(
    message: string,
    public readonly reason: Extract<DeliveryFailureReason, 'missing_request' | 'not_configured'>,
  ) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
  'ERR_NETWORK',
]);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNABORTED', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

const statusReason = (status: number): DeliveryFailureReason => {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'rejected';
};

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  status?: unknown;
  cause?: unknown;
}

/**
 * The error's system code. mailgun.js reports a connection that failed or timed out as its APIError with status 400
 * and the code as the message (ECONNABORTED, ECONNREFUSED...): the code is read first, the status after.
 */
const codeOf = ({ code, message }: ErrorFields): string | undefined => {
  if (typeof code === 'string') return code;
  return typeof message === 'string' && /^E[A-Z_]+$/.test(message) ? message : undefined;
};

/** The reason class of a failed send (mailgun.js and the webhook sender set `status`; fetch sets `cause`). */
export const deliveryFailureReason = (error: unknown): DeliveryFailureReason => {
  if (error instanceof UndeliverableError) return error.reason;
  if (storageFaultOf(error)) return 'storage';
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as ErrorFields;
    const code = codeOf(fields);
    if (fields.name === 'TimeoutError' || fields.name === 'AbortError' || (code && TIMEOUT_CODES.has(code)))
      return 'timeout';
    if (code && NETWORK_CODES.has(code)) return 'network';
    if (typeof fields.status === 'number' && fields.status >= 400) return statusReason(fields.status);
    current = fields.cause;
  }
  // fetch's own failure to connect: a TypeError whose cause said why (covered above) or did not.
  return error instanceof TypeError && error.message === 'fetch failed' ? 'network' : 'other';
};

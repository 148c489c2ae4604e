export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  /** The longest wait between two attempts. */
  capMs?: number;
}

export const DEFAULT_RETRY_CAP_MS = 60 * 60_000;

/**
 * When to try again after a failed attempt (attempt 1 is the first): base, 2x base, 4x base... capped; null once
 * `maxAttempts` attempts have failed (the delivery is then given up and stays recorded as failed).
 */
export const nextRetryAt = (attempts: number, now: number, policy: RetryPolicy): number | null => {
  if (attempts >= policy.maxAttempts) return null;
  const delay = Math.min(policy.baseMs * 2 ** Math.max(0, attempts - 1), policy.capMs ?? DEFAULT_RETRY_CAP_MS);
  return now + delay;
};

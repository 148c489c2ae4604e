import { DEFAULT_RETRY_CAP_MS, nextRetryAt } from '../domain/retry-policy';

describe('nextRetryAt', () => {
  const policy = { maxAttempts: 20, baseMs: 1_000 };

  it('doubles the wait after each failed attempt', () => {
    const waits = [1, 2, 3, 4].map((attempts) => (nextRetryAt(attempts, 0, policy) ?? NaN) - 0);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the cap', () => {
    expect(nextRetryAt(19, 500, policy)).toBe(500 + DEFAULT_RETRY_CAP_MS);
    expect(nextRetryAt(5, 0, { ...policy, capMs: 3_000 })).toBe(3_000);
  });

  it('gives up once maxAttempts attempts have failed', () => {
    expect(nextRetryAt(20, 0, policy)).toBeNull();
    expect(nextRetryAt(1, 0, { maxAttempts: 1, baseMs: 1_000 })).toBeNull();
  });
});

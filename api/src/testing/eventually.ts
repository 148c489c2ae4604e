/**
 * Runs `check` until it resolves (then returns its value) or `timeoutMs` passes (then rejects with its last error).
 * For state a test cannot subscribe to (a readiness probe, a scrape): it asks again every `everyMs`, and waits for
 * the condition, never for a fixed time.
 */
export const eventually = async <T>(
  check: () => Promise<T>,
  { timeoutMs = 15_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> => {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};

/**
 * Wraps an async read so that callers arriving while it runs share its promise, and those arriving within
 * `reuseForMs` after it settled get the same result: a health check, a readiness probe and a metrics scrape hitting
 * together cost one store query, and a flood of health checks costs at most one per `reuseForMs`. A failure is
 * never reused: the next caller tries again.
 */
export const sharedResult = <T>(
  read: () => Promise<T>,
  reuseForMs = 0,
  now: () => number = () => performance.now(),
) => {
  let current: Promise<T> | undefined;
  let settledAt = -Infinity;
  return (): Promise<T> => {
    if (current && now() - settledAt <= reuseForMs) return current;
    const running = read();
    current = running;
    settledAt = Infinity;
    running.then(
      () => {
        if (current === running) settledAt = now();
      },
      () => {
        if (current === running) current = undefined;
      },
    );
    return running;
  };
};

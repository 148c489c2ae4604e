import { API_PATHS, type RetentionPeriods } from '@clinic/contracts';

let cached: Promise<RetentionPeriods | undefined> | undefined;

const isRetentionPeriods = (value: unknown): value is RetentionPeriods => {
  const body = value as Partial<Record<keyof RetentionPeriods, unknown>> | null;
  return (
    typeof body === 'object' &&
    body !== null &&
    [body.submissionDays, body.spamDays, body.auditDays].every((days) => Number.isInteger(days))
  );
};

async function fetchRetentionPeriods(): Promise<RetentionPeriods | undefined> {
  try {
    const response = await fetch(API_PATHS.retentionPeriods, { headers: { Accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : undefined;
    return isRetentionPeriods(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The configured retention periods, fetched once per page load (one promise, as React's use() needs). Undefined
 * when they cannot be loaded: the notice then says so.
 */
export function getRetentionPeriods(): Promise<RetentionPeriods | undefined> {
  cached ??= fetchRetentionPeriods();
  return cached;
}

/**
 * Forgets a failed load once the notice has shown the failure, so the next visit to the page asks again. Forgetting
 * it sooner would hand use() a new promise on every render.
 */
export function forgetRetentionPeriods() {
  cached = undefined;
}

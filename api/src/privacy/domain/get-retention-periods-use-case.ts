import type { RetentionPeriods } from '@clinic/contracts';

/** The periods the privacy notice states: exactly what the purge applies, copied so callers cannot change it. */
export const getRetentionPeriods = (configured: RetentionPeriods): RetentionPeriods => ({ ...configured });

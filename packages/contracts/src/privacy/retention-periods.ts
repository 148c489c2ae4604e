/**
 * How long each kind of record is kept, in days, as configured on the API (SUBMISSION_RETENTION_DAYS,
 * SPAM_RETENTION_DAYS, AUDIT_RETENTION_DAYS). Served publicly at API_PATHS.retentionPeriods so the privacy
 * notice shows the configured values and never types them a second time.
 */
export interface RetentionPeriods {
  /** Booking requests and fellowship inquiries, counted from the last status change. */
  submissionDays: number;
  /** Requests caught by the honeypot. */
  spamDays: number;
  /** The staff audit log. */
  auditDays: number;
}

/**
 * Marks the element that holds one retention period's text in the privacy notice's table (its value: the period's
 * key in RetentionPeriods). The API writes its configured period into each such element of the page it serves, so
 * the first byte states what the purge applies, whatever the build's API was configured with.
 */
export const RETENTION_PERIOD_ATTRIBUTE = 'data-retention-period';

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

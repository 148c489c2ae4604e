import type { RetentionPeriods } from '@clinic/contracts';

const DAY_MS = 86_400_000;

/** What starts a request's retention period, and whether it is spam. */
export interface ExpiryBasis {
  created_at: Date;
  /** null until a follow-up status first changes. */
  status_changed_at: Date | null;
  is_spam: boolean;
}

/** The expires_at MongoDB's TTL index acts on: the same rule the SQLite purge applies to its cutoffs. */
export const expiryOf = (basis: ExpiryBasis, retention: RetentionPeriods): Date =>
  basis.is_spam
    ? new Date(basis.created_at.getTime() + retention.spamDays * DAY_MS)
    : new Date((basis.status_changed_at ?? basis.created_at).getTime() + retention.submissionDays * DAY_MS);

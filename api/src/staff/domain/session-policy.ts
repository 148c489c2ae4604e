/** A session ends after 30 minutes without a request, and 8 hours after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60_000;

export interface SessionTimes {
  signedInAt: number;
  lastSeenAt: number;
}

export const isSessionExpired = ({ signedInAt, lastSeenAt }: SessionTimes, now: number): boolean =>
  now - lastSeenAt > IDLE_TIMEOUT_MS || now - signedInAt > ABSOLUTE_TIMEOUT_MS;

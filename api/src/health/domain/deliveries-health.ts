import type { DeliveriesHealth } from '@clinic/contracts';

/** One channel's undelivered items as the store counts them. */
export interface ChannelBacklog {
  channel: string;
  pending: number;
  /** ISO creation time of the oldest pending item, or null. */
  oldestPendingAt: string | null;
  givenUp: number;
}

/** Seconds since `at` (fractional), or null without one. */
export const pendingAgeSeconds = (at: string | null, now: number): number | null =>
  at === null ? null : Math.max(0, (now - Date.parse(at)) / 1000);

/** The outbox as GET /api/health shows it; `stuck` when an item has waited longer than the alert threshold. */
export const deliveriesHealth = (
  backlog: readonly ChannelBacklog[],
  alertAfterMs: number,
  now: number,
): { deliveries: DeliveriesHealth; stuck: boolean } => {
  const ages = backlog.map(({ oldestPendingAt }) => pendingAgeSeconds(oldestPendingAt, now));
  const known = ages.filter((age): age is number => age !== null);
  const oldest = known.length > 0 ? Math.max(...known) : null;
  const whole = (age: number | null) => (age === null ? null : Math.floor(age));
  return {
    deliveries: {
      pending: backlog.reduce((sum, { pending }) => sum + pending, 0),
      oldestPendingAgeSeconds: whole(oldest),
      alertAfterSeconds: alertAfterMs / 1000,
      byChannel: Object.fromEntries(
        backlog.map(({ channel, pending, givenUp }, index) => [
          channel,
          { pending, oldestPendingAgeSeconds: whole(ages[index] ?? null), givenUp },
        ]),
      ),
    },
    stuck: oldest !== null && oldest * 1000 > alertAfterMs,
  };
};

import {
  REMOTE_FAILURE_STAGES,
  FAILURE_SOURCES,
  type RemoteFailureCount,
  type RemoteFailureCounts,
  type RemoteFailureEvent,
  type RemoteFailureStage,
} from '@clinic/contracts';

const emptyCount = (): RemoteFailureCount => ({
  total: 0,
  byStage: Object.fromEntries(REMOTE_FAILURE_STAGES.map((stage) => [stage, 0])) as Record<RemoteFailureStage, number>,
  lastReportedAt: null,
});

/**
 * Failures per remote since the process started, kept in memory: enough for ops to see at a glance, in
 * GET /api/health, that a release broke a remote. The log lines are the durable record.
 */
export class RemoteFailureCounters {
  private readonly counts = new Map(FAILURE_SOURCES.map((remote) => [remote, emptyCount()]));

  record(event: RemoteFailureEvent, at: Date): void {
    const count = this.counts.get(event.remote) ?? emptyCount();
    count.total += 1;
    count.byStage[event.stage] += 1;
    count.lastReportedAt = at.toISOString();
    this.counts.set(event.remote, count);
  }

  snapshot(): RemoteFailureCounts {
    return Object.fromEntries(
      [...this.counts].map(([remote, count]) => [remote, { ...count, byStage: { ...count.byStage } }]),
    ) as RemoteFailureCounts;
  }
}

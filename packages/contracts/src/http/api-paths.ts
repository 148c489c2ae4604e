import type { RemoteFailureCounts } from '../client-events/remote-failure-event';

/** Every API route path, shared by the server and the browser clients. */
export const API_PREFIX = '/api';

export const API_PATHS = {
  health: `${API_PREFIX}/health`,
  /** The process answers (a restart helps only when this fails). */
  healthLive: `${API_PREFIX}/health/live`,
  /** The instance can take requests: its store answers a query and a small write, its delivery worker runs. */
  healthReady: `${API_PREFIX}/health/ready`,
  bookings: `${API_PREFIX}/bookings`,
  fellowshipInquiries: `${API_PREFIX}/fellowship-inquiries`,
  clientEvents: `${API_PREFIX}/client-events`,
  retentionPeriods: `${API_PREFIX}/retention-periods`,
} as const;

/** Undelivered outbox items of one channel (clinic email, acknowledgement, webhook). */
export interface OutboxChannelHealth {
  pending: number;
  /** Age of the oldest pending item, or null when none is pending. */
  oldestPendingAgeSeconds: number | null;
  /** Items whose attempts ran out, kept until retention removes them: each needs a person to act. */
  givenUp: number;
}

export interface DeliveriesHealth {
  pending: number;
  oldestPendingAgeSeconds: number | null;
  /** DELIVERY_ALERT_AFTER_MINUTES in seconds: an older pending item makes the status 'degraded'. */
  alertAfterSeconds: number;
  byChannel: Record<string, OutboxChannelHealth>;
}

export interface HealthBody {
  /** 'degraded': an undelivered request has waited longer than the alert threshold (see `deliveries`). */
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  /** Remote failures reported by visitors' browsers since the API started (POST /api/client-events). */
  remoteFailures: RemoteFailureCounts;
  deliveries: DeliveriesHealth;
}

export const READINESS_CHECKS = ['storageQuery', 'storageWrite', 'deliveryWorker'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** GET /api/health/ready: 200 when every check passes, 503 otherwise. */
export interface ReadinessBody {
  status: 'ready' | 'not_ready';
  checks: Record<ReadinessCheck, 'ok' | 'failing'>;
}

/** GET /api/health/live: always 200 while the process serves HTTP. */
export interface LivenessBody {
  status: 'live';
}

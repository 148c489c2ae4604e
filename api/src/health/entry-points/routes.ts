import {
  API_PATHS,
  API_PREFIX,
  type HealthBody,
  type LivenessBody,
  type ReadinessBody,
  type RemoteFailureCounts,
} from '@clinic/contracts';
import { Router } from 'express';
import { deliveriesHealth, type ChannelBacklog } from '../domain/deliveries-health';

const relative = (path: string) => path.slice(API_PREFIX.length);

export interface HealthSources {
  /** Remote failures reported by browsers (client-events component). */
  remoteFailures: () => RemoteFailureCounts;
  /** The outbox's undelivered items per channel (booking component; shared with the metrics scrape). */
  outboxBacklog: () => Promise<ChannelBacklog[]>;
  /** DELIVERY_ALERT_AFTER_MINUTES in ms. */
  deliveryAlertAfterMs: number;
  readiness: () => Promise<ReadinessBody>;
  now?: () => number;
}

/**
 * Mounted under /api, ahead of the rate limit (a load balancer's checks never get a 429):
 * - GET /health: the counters ops watch, 'degraded' when a request has waited too long to be delivered;
 * - GET /health/live: the process answers (restart it only when this fails);
 * - GET /health/ready: 200 when the store reads and writes and the delivery worker runs, else 503 naming the check.
 */
export const createHealthRouter = ({
  remoteFailures,
  outboxBacklog,
  deliveryAlertAfterMs,
  readiness,
  now = Date.now,
}: HealthSources): Router => {
  const router = Router();
  router.get(relative(API_PATHS.health), async (_req, res) => {
    const { deliveries, stuck } = deliveriesHealth(await outboxBacklog(), deliveryAlertAfterMs, now());
    const body: HealthBody = {
      status: stuck ? 'degraded' : 'ok',
      uptimeSeconds: Math.floor(process.uptime()),
      remoteFailures: remoteFailures(),
      deliveries,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get(relative(API_PATHS.healthLive), (_req, res) => {
    const body: LivenessBody = { status: 'live' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get(relative(API_PATHS.healthReady), async (_req, res) => {
    const body = await readiness();
    res
      .status(body.status === 'ready' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(body);
  });
  return router;
};

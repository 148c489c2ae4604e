import { API_PATHS, API_PREFIX, remoteFailureEventSchema, type RemoteFailureEvent } from '@clinic/contracts';
import { Router } from 'express';
import { requestLogger } from '../../libraries/logger/http-logger';
import type { Logger } from '../../libraries/logger/logger';
import { createApiRateLimit } from '../../libraries/security/rate-limit';
import { validate } from '../../libraries/validation/validate';
import { recordRemoteFailure } from '../domain/record-remote-failure-use-case';
import type { RemoteFailureCounters } from '../domain/remote-failure-counters';

const CLIENT_EVENTS_PATH = API_PATHS.clientEvents.slice(API_PREFIX.length);

/**
 * Reports per IP per minute. A page sends at most one report per failing region and stage, so a visitor stays far
 * below this; a runaway or hostile client is cut off before it can flood the logs.
 */
export const CLIENT_EVENTS_PER_MINUTE = 60;

export interface ClientEventsRouterOptions {
  counters: RemoteFailureCounters;
  logger: Logger;
  perMinute?: number;
  /** Told of each accepted report (metrics). */
  onReported?: (event: RemoteFailureEvent) => void;
}

/** Mounted under /api: POST /api/client-events takes the shell's failure reports (navigator.sendBeacon). */
export const createClientEventsRouter = ({
  counters,
  logger,
  perMinute = CLIENT_EVENTS_PER_MINUTE,
  onReported,
}: ClientEventsRouterOptions): Router => {
  const router = Router();
  router.post(CLIENT_EVENTS_PATH, createApiRateLimit(perMinute), validate(remoteFailureEventSchema), (req, res) => {
    const log = requestLogger(logger, req);
    recordRemoteFailure(req.body as RemoteFailureEvent, { counters, logger: log });
    onReported?.(req.body as RemoteFailureEvent);
    res.status(204).set('Cache-Control', 'no-store').end();
  });
  return router;
};

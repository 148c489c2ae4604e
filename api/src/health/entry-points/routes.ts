import { API_PATHS, API_PREFIX, type HealthBody, type RemoteFailureCounts } from '@clinic/contracts';
import { Router } from 'express';

const HEALTH_PATH = API_PATHS.health.slice(API_PREFIX.length);

export interface HealthSources {
  /** Remote failures reported by browsers (client-events component). */
  remoteFailures: () => RemoteFailureCounts;
}

/** Mounted under /api. Liveness, plus the counters ops watch: answers as long as the process serves HTTP. */
export const createHealthRouter = ({ remoteFailures }: HealthSources): Router => {
  const router = Router();
  router.get(HEALTH_PATH, (_req, res) => {
    const body: HealthBody = {
      status: 'ok',
      uptimeSeconds: Math.floor(process.uptime()),
      remoteFailures: remoteFailures(),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
};

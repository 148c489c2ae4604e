import { API_PATHS, API_PREFIX, type HealthBody } from '@clinic/contracts';
import { Router } from 'express';

const HEALTH_PATH = API_PATHS.health.slice(API_PREFIX.length);

/** Mounted under /api. Liveness only: answers as long as the process serves HTTP. */
export const createHealthRouter = (): Router => {
  const router = Router();
  router.get(HEALTH_PATH, (_req, res) => {
    const body: HealthBody = { status: 'ok', uptimeSeconds: Math.floor(process.uptime()) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
};

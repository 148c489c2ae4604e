import { API_PATHS, API_PREFIX, type RetentionPeriods } from '@clinic/contracts';
import { Router } from 'express';
import { getRetentionPeriods } from '../domain/get-retention-periods-use-case';

const RETENTION_PERIODS_PATH = API_PATHS.retentionPeriods.slice(API_PREFIX.length);

/** Public and the same for everyone; a short cache, so a changed setting shows within minutes of a restart. */
export const RETENTION_PERIODS_CACHE = 'public, max-age=300';

/** Mounted under /api: GET /api/retention-periods, the configured retention periods the privacy notice shows. */
export const createPrivacyRouter = (retention: RetentionPeriods): Router => {
  const router = Router();
  router.get(RETENTION_PERIODS_PATH, (_req, res) => {
    res.set('Cache-Control', RETENTION_PERIODS_CACHE).json(getRetentionPeriods(retention));
  });
  return router;
};

import { API_ERROR_CODES, type ApiErrorBody } from '@clinic/contracts';
import { rateLimit } from 'express-rate-limit';

/** Generous per-IP ceiling for all of /api; tighter limits belong on individual write routes. */
export const API_RATE_LIMIT_PER_MINUTE = 300;

export const createApiRateLimit = (limit: number = API_RATE_LIMIT_PER_MINUTE) =>
  rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      const body: ApiErrorBody = {
        code: API_ERROR_CODES.rateLimited,
        message: 'Too many requests. Please wait a moment and try again.',
        fields: [],
      };
      res.status(429).set('Cache-Control', 'no-store').json(body);
    },
  });

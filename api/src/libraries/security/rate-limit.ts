import { API_ERROR_CODES, type ApiErrorBody } from '@clinic/contracts';
import type { Request } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import MongoStore from 'rate-limit-mongo';

/** Default per-IP ceiling for all of /api (API_RATE_LIMIT_PER_MINUTE); write routes add tighter limits. */
export const API_RATE_LIMIT_PER_MINUTE = 300;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  /** Shared counts (MongoDB) for several instances; the default keeps them in this process's memory. */
  store?: Store;
  skip?: (req: Request) => boolean;
}

/** Per-IP limit answering 429 with the contract's error body and draft-8 RateLimit headers. */
export const createRateLimit = ({ windowMs, limit, store, skip }: RateLimitOptions) =>
  rateLimit({
    windowMs,
    limit,
    store,
    skip,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      const body: ApiErrorBody = { code: API_ERROR_CODES.rateLimited, message: RATE_LIMITED_MESSAGE, fields: [] };
      res.status(429).set('Cache-Control', 'no-store').json(body);
    },
  });

export const createApiRateLimit = (limit: number = API_RATE_LIMIT_PER_MINUTE, store?: Store) =>
  createRateLimit({ windowMs: 60_000, limit, store });

/** Counts that several API instances share: one MongoDB collection per limiter, expired by a TTL index. */
export interface SharedRateLimitStore {
  store: Store;
  close: () => Promise<void>;
}

export const createMongoRateLimitStore = (
  uri: string,
  collectionName: string,
  windowMs: number,
  onError: (error: unknown) => void,
): SharedRateLimitStore => {
  const mongoStore = new MongoStore({ uri, collectionName, expireTimeMs: windowMs, errorHandler: onError });
  return {
    // rate-limit-mongo implements the callback ("legacy") store API that express-rate-limit adapts.
    store: mongoStore as unknown as Store,
    close: () =>
      new Promise<void>((resolve) => {
        if (!mongoStore.client) return resolve();
        mongoStore.client.close(() => resolve());
      }),
  };
};

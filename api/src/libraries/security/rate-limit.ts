import { API_ERROR_CODES } from '@clinic/contracts';
import type { Request } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import MongoStore from 'rate-limit-mongo';
import { AppError } from '../error-handling/app-error';

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

/** Per-IP limit: past it, a 429 AppError (the contract's error body) after draft-8 RateLimit headers. */
export const createRateLimit = ({ windowMs, limit, store, skip }: RateLimitOptions) =>
  rateLimit({
    windowMs,
    limit,
    store,
    skip,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // An error, not an answer: the error middleware answers JSON with the contract's body, and a route that answers
    // with a page (a form posted without JavaScript) renders its own.
    handler: (_req, _res, next) => {
      next(new AppError(API_ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE, { httpStatus: 429 }));
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

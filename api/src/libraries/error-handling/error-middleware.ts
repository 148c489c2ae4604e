import type { ApiErrorBody } from '@clinic/contracts';
import type { ErrorRequestHandler } from 'express';
import { storageFaultOf, type StorageFault } from '../database/storage-fault';
import { requestLogger } from '../logger/http-logger';
import type { Logger } from '../logger/logger';
import { AppError, storageUnavailableError, toAppError, type StorageUnavailableAnswer } from './app-error';

/** Called after the response when an error is catastrophic: the process should stop. */
export type OnCatastrophic = (error: Error) => void;

export interface StorageFaultHandling extends StorageUnavailableAnswer {
  /** Counts it (a metric): called once per request that failed so. */
  onFault?: (fault: StorageFault) => void;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The one place an HTTP request's error is logged and turned into the contract's error body. With `storage`, a
 * storage fault answers 503 with Retry-After and its message instead of a generic 500.
 */
export const createErrorMiddleware =
  (logger: Logger, onCatastrophic?: OnCatastrophic, storage?: StorageFaultHandling): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    const fault = storage && !(error instanceof AppError) ? storageFaultOf(error) : undefined;
    if (fault) storage?.onFault?.(fault);
    const appError =
      fault && storage ? storageUnavailableError(storage, !READ_METHODS.has(req.method), error) : toAppError(error);
    if (appError.httpStatus >= 500) {
      requestLogger(logger, req).error({ err: error, code: appError.code, fault }, 'request error');
    } else if (logger.isLevelEnabled('debug')) {
      requestLogger(logger, req).debug({ code: appError.code, status: appError.httpStatus }, appError.message);
    }

    if (res.headersSent) {
      // Too late for a body: let Express close the connection.
      next(error);
    } else {
      const body: ApiErrorBody = { code: appError.code, message: appError.message, fields: appError.fields };
      if (appError.retryAfterSeconds !== undefined) res.set('Retry-After', String(appError.retryAfterSeconds));
      res.status(appError.httpStatus).set('Cache-Control', 'no-store').json(body);
    }

    if (appError.isCatastrophic) onCatastrophic?.(appError);
  };

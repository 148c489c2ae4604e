import type { ApiErrorBody } from '@clinic/contracts';
import type { ErrorRequestHandler } from 'express';
import { requestLogger } from '../logger/http-logger';
import type { Logger } from '../logger/logger';
import { toAppError } from './app-error';

/** Called after the response when an error is catastrophic: the process should stop. */
export type OnCatastrophic = (error: Error) => void;

/** The one place an HTTP request's error is logged and turned into the contract's error body. */
export const createErrorMiddleware =
  (logger: Logger, onCatastrophic?: OnCatastrophic): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    const appError = toAppError(error);
    if (appError.httpStatus >= 500) {
      requestLogger(logger, req).error({ err: error, code: appError.code }, 'request error');
    } else if (logger.isLevelEnabled('debug')) {
      requestLogger(logger, req).debug({ code: appError.code, status: appError.httpStatus }, appError.message);
    }

    if (res.headersSent) {
      // Too late for a body: let Express close the connection.
      next(error);
    } else {
      const body: ApiErrorBody = { code: appError.code, message: appError.message, fields: appError.fields };
      res.status(appError.httpStatus).set('Cache-Control', 'no-store').json(body);
    }

    if (appError.isCatastrophic) onCatastrophic?.(appError);
  };

import { API_ERROR_CODES } from '@clinic/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../../libraries/error-handling/app-error';

/** 415 unless the body is declared as JSON: a form post or text body never reaches validation as {}. */
export const requireJson: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    throw new AppError(API_ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json', {
      httpStatus: 415,
    });
  }
  next();
};

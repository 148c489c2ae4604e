import { API_ERROR_CODES, type FieldError } from '@clinic/contracts';
import type { RequestHandler } from 'express';
import type { ObjectSchema, Schema, ValidationError } from 'joi';
import { AppError } from '../error-handling/app-error';

export type RequestSource = 'body' | 'query' | 'params';

const VALIDATION_OPTIONS = {
  abortEarly: false,
  convert: true,
  errors: { wrap: { label: false as const } },
};

export const toFieldErrors = (error: ValidationError): FieldError[] =>
  error.details.map((detail) => ({ path: detail.path.join('.'), message: detail.message }));

/**
 * Validates req[source] with a joi schema (usually one from @clinic/contracts) and replaces it with the
 * converted value. Failure answers 400 VALIDATION_FAILED with every field problem.
 */
export const validate = (schema: Schema | ObjectSchema, source: RequestSource = 'body'): RequestHandler => {
  // Options set once on the schema, not passed per call: joi caches merged preferences only for option-less
  // validate() calls, otherwise it merges them again for every field of every request.
  const prepared = schema.prefs(VALIDATION_OPTIONS);
  return (req, _res, next) => {
    const input: unknown = req[source] ?? {};
    const { value, error } = prepared.validate(input);
    if (error) {
      throw new AppError(API_ERROR_CODES.validationFailed, 'Check the highlighted fields', {
        httpStatus: 400,
        fields: toFieldErrors(error),
      });
    }
    // Express 5 exposes req.query through a getter: shadow it with the validated value.
    Object.defineProperty(req, source, { value, writable: true, configurable: true, enumerable: true });
    next();
  };
};

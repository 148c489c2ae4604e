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

/** Preferences that change only how errors are reported (or repeat joi's default conversion), never a valid value. */
const REPORTING_PREFERENCES = new Set(['messages', 'errors', 'abortEarly', 'convert']);

/** joi's own fields (typed in joi's sources, not in its .d.ts). */
interface JoiPreferencesHolder {
  _preferences: Record<string, unknown> | null;
  clone(): Schema;
}

/**
 * The schema without its own top-level preferences, when those only shape error reports; otherwise undefined.
 * joi caches a field's merged preferences (its messages) only while the parent's are joi's defaults; under a schema
 * with preferences it compiles every field's messages again on every call, a third of the booking body's validation.
 * Valid input gives the same value either way; invalid input is validated again with the full schema.
 */
export const withoutReportingPreferences = (schema: Schema): Schema | undefined => {
  const own = (schema as unknown as JoiPreferencesHolder)._preferences;
  if (!own) return undefined;
  const onlyReporting = Object.entries(own).every(
    ([key, value]) => REPORTING_PREFERENCES.has(key) && (key !== 'convert' || value === true),
  );
  if (!onlyReporting) return undefined;
  const bare = (schema as unknown as JoiPreferencesHolder).clone();
  (bare as unknown as JoiPreferencesHolder)._preferences = null;
  return bare;
};

export type CheckResult<T> = { ok: true; value: T } | { ok: false; fields: FieldError[] };

/**
 * Checks a value with a joi schema (usually one from @clinic/contracts): the converted value, or every field
 * problem. Options are set once on the schema, not passed per call: joi caches merged preferences only for
 * option-less validate() calls, otherwise it merges them again for every field of every request.
 */
export const createChecker = <T = unknown>(schema: Schema | ObjectSchema): ((input: unknown) => CheckResult<T>) => {
  const prepared = schema.prefs(VALIDATION_OPTIONS);
  const fast = withoutReportingPreferences(schema);
  return (input) => {
    let result = fast?.validate(input);
    if (!result || result.error) result = prepared.validate(input);
    const { value, error } = result;
    return error ? { ok: false, fields: toFieldErrors(error) } : { ok: true, value: value as T };
  };
};

/**
 * Validates req[source] and replaces it with the converted value. Failure answers 400 VALIDATION_FAILED with every
 * field problem.
 */
export const validate = (schema: Schema | ObjectSchema, source: RequestSource = 'body'): RequestHandler => {
  const check = createChecker(schema);
  return (req, _res, next) => {
    const result = check(req[source] ?? {});
    if (!result.ok) {
      throw new AppError(API_ERROR_CODES.validationFailed, 'Check the highlighted fields', {
        httpStatus: 400,
        fields: result.fields,
      });
    }
    // Express 5 exposes req.query through a getter: shadow it with the validated value.
    Object.defineProperty(req, source, { value: result.value, writable: true, configurable: true, enumerable: true });
    next();
  };
};

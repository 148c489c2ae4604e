import { buildBookingRequestSchema } from '@clinic/contracts/booking';
import type { Request, Response } from 'express';
import Joi from 'joi';
import { adultBooking, childrenBooking } from '../../../testing/booking-fixtures';
import { AppError } from '../../error-handling/app-error';
import { validate, withoutReportingPreferences } from '../validate';

/** Runs the middleware on a body: the validated value, or the AppError it threw. */
const run = (schema: Joi.Schema, body: unknown): { value?: unknown; error?: AppError } => {
  const req = { body } as Request;
  try {
    let passed = false;
    validate(schema)(req, {} as Response, () => (passed = true));
    expect(passed).toBe(true);
    return { value: req.body as unknown };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error };
  }
};

const REPORTING = { abortEarly: false, errors: { wrap: { label: false as const } } };

describe('validate', () => {
  const schema = buildBookingRequestSchema();

  it('gives the full schema’s value for valid bodies (the fast path without top-level preferences)', () => {
    expect(withoutReportingPreferences(schema)).toBeDefined();
    for (const body of [adultBooking(), childrenBooking(), adultBooking({ first_name: '  Padded  ' })]) {
      expect(run(schema, body).value).toEqual(schema.prefs(REPORTING).validate(body).value);
    }
    expect(run(schema, adultBooking({ first_name: '  Padded  ' })).value).toMatchObject({ first_name: 'Padded' });
  });

  it('reports every failing field with the contract’s messages, as the full schema does', () => {
    const body = { ...adultBooking({ first_name: '', email: 'not an email' }), surprise: 1 };
    const expected = schema
      .prefs(REPORTING)
      .validate(body)
      .error!.details.map((detail) => ({ path: detail.path.join('.'), message: detail.message }));
    expect(new Set(expected.map((field) => field.path))).toEqual(new Set(['first_name', 'email', 'surprise']));
    const { error } = run(schema, body);
    expect(error?.httpStatus).toBe(400);
    expect(error?.fields).toEqual(expected);
    expect(error?.fields).toContainEqual({ path: 'surprise', message: 'surprise is not allowed' });
  });

  it('keeps top-level preferences that change what is valid', () => {
    const strict = Joi.object({ a: Joi.string(), n: Joi.number() }).prefs({ presence: 'required' });
    expect(withoutReportingPreferences(strict)).toBeUndefined();
    expect(run(strict, { a: 'x' }).error?.fields).toEqual([{ path: 'n', message: 'n is required' }]);

    const bare = Joi.object({ n: Joi.number().default(1) }).prefs({ noDefaults: true });
    expect(withoutReportingPreferences(bare)).toBeUndefined();
    expect(run(bare, {}).value).toEqual({});
  });
});

import Joi from 'joi';
import {
  BOOKING_FIELD_ORDER,
  BOOKING_FIELD_RULES,
  EARLIEST_DATE,
  FORM_SOURCES,
  HONEYPOT_MAX,
  NO_ANSWER,
  type BookingFieldName,
  type BookingFieldRule,
  type BookingFormValues,
} from './booking-fields';
import type { BookingRequestBody } from './booking-api';
import { clinicToday, isRealIsoDate } from './booking-dates';

const dateSchema = () =>
  Joi.string()
    .allow('')
    .custom((value: string, helpers) => {
      if (value === '') return value;
      if (!isRealIsoDate(value)) return helpers.error('date.invalid');
      if (value < EARLIEST_DATE) return helpers.error('date.tooEarly');
      if (value > clinicToday()) return helpers.error('date.future');
      return value;
    });

const fieldSchema = (rule: BookingFieldRule): Joi.Schema => {
  const { messages } = rule;
  let schema: Joi.StringSchema;
  if (rule.kind === 'date') schema = dateSchema();
  else if (rule.kind === 'choice') schema = Joi.string().valid(...rule.options, '');
  else {
    schema = Joi.string().trim().allow('').max(rule.max);
    if (rule.kind === 'email') schema = schema.email({ tlds: { allow: false } });
  }
  if (rule.required) schema = schema.invalid('');
  return schema.messages({
    'any.required': messages.required ?? messages.invalid ?? '',
    'any.invalid': messages.required ?? '',
    'string.empty': messages.required ?? '',
    'string.base': '{#label} must be text',
    'string.max': messages.max ?? '',
    'string.email': messages.invalid ?? '',
    'any.only': messages.invalid ?? '',
    'date.invalid': messages.invalid ?? '',
    'date.future': messages.future ?? '',
    'date.tooEarly': messages.tooEarly ?? '',
  });
};

/** The browser's form schema: camelCase keys, every value a string ('' when empty). */
export const buildBookingFormSchema = (): Joi.ObjectSchema<BookingFormValues> =>
  Joi.object<BookingFormValues>({
    ...Object.fromEntries(BOOKING_FIELD_ORDER.map((name) => [name, fieldSchema(BOOKING_FIELD_RULES[name]).required()])),
    honeypot: Joi.string().allow('').max(HONEYPOT_MAX),
  });

/** How empty optional answers arrive: '' from the form, 'No answer' from the spec's client, null, or not at all. */
const optionalWire = (rule: BookingFieldRule) =>
  fieldSchema(rule)
    .empty(Joi.valid('', NO_ANSWER, null))
    .default('');

/**
 * The API's request schema (spec section 7, call 3): snake_case keys; unknown keys are refused.
 * `destination_email` and `page_slug` are accepted for compatibility and never used: the server picks the inbox.
 */
export const buildBookingRequestSchema = (): Joi.ObjectSchema<BookingRequestBody> =>
  Joi.object<BookingRequestBody>({
    form_source: Joi.string()
      .valid(...FORM_SOURCES)
      .required()
      .messages({ 'any.only': 'Unknown form', 'any.required': 'Unknown form' }),
    ...Object.fromEntries(
      BOOKING_FIELD_ORDER.map((name: BookingFieldName) => {
        const rule = BOOKING_FIELD_RULES[name];
        const schema = fieldSchema(rule);
        return [rule.wire, rule.required ? schema.required() : optionalWire(rule)];
      }),
    ),
    honeypot: Joi.string().allow('').max(HONEYPOT_MAX).default(''),
    destination_email: Joi.string().allow('').max(320).strip(),
    page_slug: Joi.string().allow('').max(200).strip(),
  })
    .prefs({ convert: true })
    .messages({ 'object.unknown': '{#label} is not allowed' });

import Joi from 'joi';

/** POST /api/fellowship-inquiries (spec section 7, call 2). */
export interface FellowshipInquiryBody {
  name: string;
  email: string;
  message?: string;
}

export const FELLOWSHIP_LIMITS = { name: 200, email: 255, message: 5000 } as const;

export const FELLOWSHIP_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be less than ${FELLOWSHIP_LIMITS.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: `Email must be less than ${FELLOWSHIP_LIMITS.email} characters`,
  messageTooLong: `Message must be less than ${FELLOWSHIP_LIMITS.message} characters`,
} as const;

/** Used by the form and the API alike; unknown keys are refused. */
export const buildFellowshipInquirySchema = (): Joi.ObjectSchema<FellowshipInquiryBody> =>
  Joi.object<FellowshipInquiryBody>({
    name: Joi.string().trim().max(FELLOWSHIP_LIMITS.name).required().messages({
      'any.required': FELLOWSHIP_MESSAGES.nameRequired,
      'string.empty': FELLOWSHIP_MESSAGES.nameRequired,
      'string.max': FELLOWSHIP_MESSAGES.nameTooLong,
      'string.base': '{#label} must be text',
    }),
    email: Joi.string()
      .trim()
      .max(FELLOWSHIP_LIMITS.email)
      .email({ tlds: { allow: false } })
      .required()
      .messages({
        'any.required': FELLOWSHIP_MESSAGES.emailRequired,
        'string.empty': FELLOWSHIP_MESSAGES.emailRequired,
        'string.email': FELLOWSHIP_MESSAGES.emailInvalid,
        'string.max': FELLOWSHIP_MESSAGES.emailTooLong,
        'string.base': '{#label} must be text',
      }),
    message: Joi.string().trim().allow('').max(FELLOWSHIP_LIMITS.message).default('').messages({
      'string.max': FELLOWSHIP_MESSAGES.messageTooLong,
      'string.base': '{#label} must be text',
    }),
  }).messages({ 'object.unknown': '{#label} is not allowed' });

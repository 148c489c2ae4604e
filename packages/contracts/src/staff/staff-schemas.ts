import Joi from 'joi';
import { ERASURE_REASON_MAX, FOLLOW_UP_STATUSES, type EraseRequestBody, type UpdateFollowUpBody } from './staff-api';

export const FOLLOW_UP_STATUS_MESSAGE = `Status must be one of: ${FOLLOW_UP_STATUSES.join(', ')}`;

/** PATCH /api/booking-submissions/:id body. */
export const updateFollowUpSchema = Joi.object<UpdateFollowUpBody>({
  status: Joi.string()
    .valid(...FOLLOW_UP_STATUSES)
    .required()
    .messages({ 'any.only': FOLLOW_UP_STATUS_MESSAGE, 'any.required': FOLLOW_UP_STATUS_MESSAGE }),
});

export const ERASURE_REASON_MESSAGE = `Give the reason for erasing this record (at most ${ERASURE_REASON_MAX} characters)`;

/** DELETE body of an erasure. */
export const eraseRequestSchema = Joi.object<EraseRequestBody>({
  reason: Joi.string().trim().min(1).max(ERASURE_REASON_MAX).required().messages({
    'any.required': ERASURE_REASON_MESSAGE,
    'string.empty': ERASURE_REASON_MESSAGE,
    'string.min': ERASURE_REASON_MESSAGE,
    'string.max': ERASURE_REASON_MESSAGE,
    'string.base': ERASURE_REASON_MESSAGE,
  }),
});

export const DATA_SUBJECT_EMAIL_MESSAGE = 'Enter an email address in the correct format, like name@example.com';

/** GET /api/data-subject-requests query. */
export const dataSubjectQuerySchema = Joi.object<{ email: string }>({
  email: Joi.string().trim().max(255).email({ tlds: false }).required().messages({
    'any.required': DATA_SUBJECT_EMAIL_MESSAGE,
    'string.empty': DATA_SUBJECT_EMAIL_MESSAGE,
    'string.email': DATA_SUBJECT_EMAIL_MESSAGE,
    'string.max': DATA_SUBJECT_EMAIL_MESSAGE,
    'string.base': DATA_SUBJECT_EMAIL_MESSAGE,
  }),
});

/** POST …/delivery-retries: no body, or an empty one. */
export const deliveryRetrySchema = Joi.object({}).messages({ 'object.unknown': '{#label} is not allowed' });

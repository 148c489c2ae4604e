import Joi from 'joi';
import { FOLLOW_UP_STATUSES, type UpdateFollowUpBody } from './staff-api';

export const FOLLOW_UP_STATUS_MESSAGE = `Status must be one of: ${FOLLOW_UP_STATUSES.join(', ')}`;

/** PATCH /api/booking-submissions/:id body. */
export const updateFollowUpSchema = Joi.object<UpdateFollowUpBody>({
  status: Joi.string()
    .valid(...FOLLOW_UP_STATUSES)
    .required()
    .messages({ 'any.only': FOLLOW_UP_STATUS_MESSAGE, 'any.required': FOLLOW_UP_STATUS_MESSAGE }),
});

import Joi from 'joi';
import {
  RELEASE_PATTERN,
  REMOTE_EXPOSE_NAMES,
  REMOTE_FAILURE_EVENT_TYPE,
  REMOTE_FAILURE_REASONS,
  REMOTE_FAILURE_STAGES,
  REMOTE_NAMES,
  REPORT_PATH_PATTERN,
  type RemoteFailureEvent,
} from './remote-failure-event';

/**
 * Validates a report at POST /api/client-events. Unknown keys are refused, so nothing personal slips in.
 * `Joi.object<RemoteFailureEvent, true>` makes the type checker hold the schema and the type in step: a rule for
 * every key of the type, and for no other.
 */
export const remoteFailureEventSchema = Joi.object<RemoteFailureEvent, true>({
  type: Joi.string().valid(REMOTE_FAILURE_EVENT_TYPE).required(),
  remote: Joi.string()
    .valid(...REMOTE_NAMES)
    .required(),
  expose: Joi.string()
    .valid(...REMOTE_EXPOSE_NAMES)
    .required(),
  stage: Joi.string()
    .valid(...REMOTE_FAILURE_STAGES)
    .required(),
  reason: Joi.string()
    .valid(...REMOTE_FAILURE_REASONS)
    .required(),
  path: Joi.string()
    .pattern(REPORT_PATH_PATTERN)
    .required()
    .messages({ 'string.pattern.base': 'path must be a page path such as /publications' }),
  release: Joi.string()
    .pattern(RELEASE_PATTERN)
    .messages({ 'string.pattern.base': 'release must be a version such as 1.4.2' }),
})
  .required()
  .unknown(false);

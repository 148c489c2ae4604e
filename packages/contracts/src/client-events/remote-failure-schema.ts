import Joi from 'joi';
import {
  FAILURE_SOURCES,
  RELEASE_PATTERN,
  REMOTE_EXPOSE_NAMES,
  REMOTE_FAILURE_EVENT_TYPE,
  REMOTE_FAILURE_REASONS,
  REMOTE_FAILURE_STAGES,
  REPORT_PATH_PATTERN,
  SHELL_REPORT_SOURCE,
  SHELL_ROUTE_EXPOSE,
  type RemoteFailureEvent,
} from './remote-failure-event';

const fromShell = { is: SHELL_REPORT_SOURCE };

/**
 * Validates a report at POST /api/client-events. Unknown keys are refused, so nothing personal slips in.
 * `Joi.object<RemoteFailureEvent, true>` makes the type checker hold the schema and the type in step: a rule for
 * every key of the type, and for no other.
 */
export const remoteFailureEventSchema = Joi.object<RemoteFailureEvent, true>({
  type: Joi.string().valid(REMOTE_FAILURE_EVENT_TYPE).required(),
  remote: Joi.string()
    .valid(...FAILURE_SOURCES)
    .required(),
  // The shell reports only a route that failed to render; a remote, one of its exposes at any stage.
  expose: Joi.string()
    .when('remote', {
      ...fromShell,
      then: Joi.valid(SHELL_ROUTE_EXPOSE),
      otherwise: Joi.valid(...REMOTE_EXPOSE_NAMES),
    })
    .required(),
  stage: Joi.string()
    .when('remote', { ...fromShell, then: Joi.valid('render'), otherwise: Joi.valid(...REMOTE_FAILURE_STAGES) })
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

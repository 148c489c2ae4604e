import { WebhookRejectedError } from '../../libraries/webhook/webhook-sender';
import { deliveryFailureReason, UndeliverableError } from '../domain/delivery-failure-reason';

/** mailgun.js's APIError as it builds one: status, message, details. */
const mailgunError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, details: 'body', type: 'MailgunAPIError' });

describe('deliveryFailureReason', () => {
  it.each([
    [mailgunError(401, 'Unauthorized'), 'auth'],
    [mailgunError(429, 'Too Many Requests'), 'rate_limited'],
    [mailgunError(400, 'to parameter is not a valid address'), 'rejected'],
    [mailgunError(500, 'Internal Server Error'), 'server_error'],
    // mailgun.js reports a timeout or a refused connection as status 400 with the code as its message.
    [mailgunError(400, 'ECONNABORTED'), 'timeout'],
    [mailgunError(400, 'ECONNREFUSED'), 'network'],
    [new WebhookRejectedError(503), 'server_error'],
    [new WebhookRejectedError(404), 'rejected'],
    [Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }), 'timeout'],
    [
      new TypeError('fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
      'network',
    ],
    [Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }), 'storage'],
    [new UndeliverableError('booking 1 not found', 'missing_request'), 'missing_request'],
    [new UndeliverableError('AUTOMATION_WEBHOOK_URL is not set', 'not_configured'), 'not_configured'],
    [new Error('something else'), 'other'],
    ['not even an error', 'other'],
  ])('%p -> %s', (error, reason) => {
    expect(deliveryFailureReason(error)).toBe(reason);
  });
});

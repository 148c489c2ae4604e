import type { DeliveryState } from '@clinic/contracts';
import type { ClinicDelivery } from '../../booking/public';

/**
 * A request's delivery in the staff view's terms, from its clinic email's outbox row. Spam has no row: nothing is
 * ever sent for it, and it is not a failure.
 */
export const deliveryStateOf = (
  request: { is_spam?: boolean; email_sent: boolean },
  clinicEmail: ClinicDelivery | undefined,
): DeliveryState => {
  if (request.is_spam) return { state: 'spam' };
  if (!clinicEmail) return { state: request.email_sent ? 'sent' : 'sending' };
  const { status, attempts, next_attempt_at, last_error } = clinicEmail;
  if (status === 'sent') return { state: 'sent' };
  if (status === 'dead') return { state: 'gave_up', attempts, error: last_error };
  return attempts > 0 && last_error !== null
    ? { state: 'retrying', attempts, next_attempt_at: new Date(next_attempt_at).toISOString(), error: last_error }
    : { state: 'sending' };
};

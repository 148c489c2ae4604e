import type { BookingRequestBody } from '@clinic/contracts/booking';
import type { BookingStore, NewDelivery, StoredBookingRequest } from '../data-access/booking-store';
import type { DeliveryPlan } from './delivery-plan';
import { newRecordId } from './new-record-id';

export interface SubmitBookingDeps {
  store: BookingStore;
  plan: DeliveryPlan;
  now?: () => Date;
  newId?: () => string;
}

/** The validated body without the fields the server ignores; every optional present ('' when empty). */
const toStoredRequest = (body: BookingRequestBody): StoredBookingRequest => {
  // Stripped by the contract's schema already; dropped here too so they can never reach storage or mail.
  const { destination_email: _destination, page_slug: _slug, ...request } = body;
  return {
    relevant_information: '',
    insurance_provider: '',
    membership_number: '',
    authorisation_code: '',
    gp_name: '',
    gp_contact: '',
    had_previous_scans: '',
    previous_scan_hospital: '',
    previous_scan_date: '',
    previous_scan_type: '',
    how_did_you_hear: '',
    previous_scans: '',
    honeypot: '',
    ...request,
  };
};

/**
 * Stores the request and its deliveries in one transaction and returns its id; delivery happens later, from the
 * outbox. A filled honeypot is stored flagged as spam with nothing to deliver, and gets the same answer.
 */
export const submitBooking = async (body: BookingRequestBody, deps: SubmitBookingDeps): Promise<string> => {
  const newId = deps.newId ?? newRecordId;
  const id = newId();
  const request = toStoredRequest(body);
  const isSpam = request.honeypot !== '';
  const deliveries: NewDelivery[] = isSpam
    ? []
    : deps.plan.forBooking().map((channel) => ({ id: newId(), request_kind: 'booking', request_id: id, channel }));
  await deps.store.saveBooking(
    {
      id,
      created_at: (deps.now?.() ?? new Date()).toISOString(),
      first_name: request.first_name,
      last_name: request.last_name,
      email: request.email,
      phone: request.phone,
      form_source: request.form_source,
      email_sent: false,
      email_error: null,
      is_spam: isSpam,
      request,
    },
    deliveries,
  );
  return id;
};

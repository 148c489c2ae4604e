import type { BookingRequestBody, FellowshipInquiryBody } from '@clinic/contracts/booking';
import { randomUUID } from 'node:crypto';
import type { BookingSubmission, Delivery, DeliveryChannel } from '../booking/data-access/booking-store';
import type { DeliveryWorker } from '../booking/entry-points/delivery-worker';
import type { DeliveryFailureReason } from '../booking/domain/delivery-failure-reason';

/** A complete adult request as the spec's client sends it (section 7, call 3). Names are obviously fictional. */
export const adultBooking = (overrides: Partial<BookingRequestBody> = {}): BookingRequestBody => ({
  form_source: 'services_adult',
  first_name: 'Testy',
  last_name: 'McTestface',
  email: 'testy@example.org',
  phone: '07700 900123',
  visit_type: 'first',
  insurance: 'with',
  relevant_information: 'Lower back pain for\nsix weeks',
  date_of_birth: '1980-02-29',
  address: '1 Example Road, Exampleton EX1 2MP',
  insurance_provider: 'Example Health',
  membership_number: 'M-123',
  authorisation_code: 'A-456',
  gp_name: 'Dr Example',
  gp_contact: '020 7946 0999',
  had_previous_scans: 'yes',
  previous_scan_hospital: 'Example Hospital',
  previous_scan_date: '2024-05-01',
  previous_scan_type: 'MRI',
  how_did_you_hear: 'GP referral',
  honeypot: '',
  page_slug: '/services-4',
  ...overrides,
});

/** A children request with the spec's 'No answer' for the empty optionals. */
export const childrenBooking = (overrides: Partial<BookingRequestBody> = {}): BookingRequestBody => ({
  form_source: 'services_children',
  first_name: 'Kiddo',
  last_name: 'Example',
  email: 'parent@example.org',
  phone: '07700 900456',
  visit_type: 'follow_up',
  insurance: 'without',
  relevant_information: 'No answer',
  date_of_birth: '2015-06-15',
  address: '2 Example Road, Exampleton EX1 2MQ',
  insurance_provider: 'No answer',
  membership_number: 'No answer',
  authorisation_code: 'No answer',
  gp_name: 'No answer',
  gp_contact: 'No answer',
  had_previous_scans: 'no',
  previous_scan_hospital: 'No answer',
  previous_scan_date: 'No answer',
  previous_scan_type: 'No answer',
  how_did_you_hear: 'No answer',
  previous_scans: 'No answer',
  honeypot: '',
  page_slug: '/services-4',
  ...overrides,
});

/** adultBooking() as the store keeps it (what saveBooking takes), created now unless overridden. */
export const storedBookingSubmission = (overrides: Partial<BookingSubmission> = {}): BookingSubmission => {
  const { destination_email: _d, page_slug: _p, ...body } = adultBooking();
  return {
    id: randomUUID(),
    created_at: new Date().toISOString(),
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    phone: body.phone,
    form_source: 'services_adult',
    email_sent: false,
    email_error: null,
    is_spam: false,
    request: { ...body, previous_scans: '', honeypot: '' } as BookingSubmission['request'],
    ...overrides,
  };
};

export const fellowshipInquiry = (overrides: Partial<FellowshipInquiryBody> = {}): FellowshipInquiryBody => ({
  name: 'Dr Trainee Example',
  email: 'trainee@example.org',
  message: 'I would like to apply for the spinal fellowship.',
  ...overrides,
});

export type DeliveryOutcome =
  | { kind: 'sent'; delivery: Delivery }
  | { kind: 'failed'; delivery: Delivery; error: string; retryAt: number | null; reason: DeliveryFailureReason };

/**
 * Resolves with the first `count` outcomes the worker reports (optionally only for one request or channel): tests
 * wait for this signal instead of sleeping.
 */
export const nextOutcomes = (
  worker: DeliveryWorker,
  count: number,
  filter: { requestId?: string; channel?: DeliveryChannel; kind?: DeliveryOutcome['kind'] } = {},
): Promise<DeliveryOutcome[]> =>
  new Promise((resolve) => {
    const seen: DeliveryOutcome[] = [];
    const matches = (outcome: DeliveryOutcome) =>
      (!filter.requestId || outcome.delivery.request_id === filter.requestId) &&
      (!filter.channel || outcome.delivery.channel === filter.channel) &&
      (!filter.kind || outcome.kind === filter.kind);
    const record = (outcome: DeliveryOutcome) => {
      if (!matches(outcome)) return;
      seen.push(outcome);
      if (seen.length < count) return;
      worker.off('sent', onSent);
      worker.off('failed', onFailed);
      resolve(seen);
    };
    const onSent = (delivery: Delivery) => record({ kind: 'sent', delivery });
    const onFailed = (delivery: Delivery, error: string, retryAt: number | null, reason: DeliveryFailureReason) =>
      record({ kind: 'failed', delivery, error, retryAt, reason });
    worker.on('sent', onSent);
    worker.on('failed', onFailed);
  });

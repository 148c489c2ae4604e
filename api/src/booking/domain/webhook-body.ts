import { WEBHOOK_FORM_TYPES, type BookingWebhookBody } from '@clinic/contracts/booking';
import type { BookingSubmission } from '../data-access/booking-store';

/** The spec's webhook body (section 7, call 4): stored values, empty optionals as '', the submission time in ISO. */
export const toWebhookBody = ({ request: r, form_source, created_at }: BookingSubmission): BookingWebhookBody => ({
  form_type: WEBHOOK_FORM_TYPES[form_source],
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  date_of_birth: r.date_of_birth,
  address: r.address,
  visit_type: r.visit_type,
  gp_name: r.gp_name,
  gp_contact: r.gp_contact,
  had_previous_scans: r.had_previous_scans,
  previous_scan_hospital: r.previous_scan_hospital,
  previous_scan_date: r.previous_scan_date,
  previous_scan_type: r.previous_scan_type,
  insurance: r.insurance,
  insurance_provider: r.insurance_provider,
  membership_number: r.membership_number,
  authorisation_code: r.authorisation_code,
  relevant_information: r.relevant_information,
  how_did_you_hear: r.how_did_you_hear,
  submission_timestamp: created_at,
});

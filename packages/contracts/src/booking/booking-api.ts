import type { FormSource } from './booking-fields';

/** POST /api/bookings: the spec's booking body (section 7, call 3). Optional answers may be '' or 'No answer'. */
export interface BookingRequestBody {
  form_source: FormSource;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  visit_type: string;
  insurance: string;
  relevant_information?: string;
  date_of_birth: string;
  address: string;
  insurance_provider?: string;
  membership_number?: string;
  authorisation_code?: string;
  gp_name?: string;
  gp_contact?: string;
  had_previous_scans?: string;
  previous_scan_hospital?: string;
  previous_scan_date?: string;
  previous_scan_type?: string;
  how_did_you_hear?: string;
  /** Children form only. */
  previous_scans?: string;
  honeypot?: string;
  /** Accepted and ignored: the server chooses the inbox. */
  destination_email?: string;
  /** Accepted and ignored. */
  page_slug?: string;
}

/** 201 answer of both request endpoints. A filled honeypot gets exactly this too. */
export interface RequestAcceptedBody {
  success: true;
  id: string;
}

/** The spec's fixed page slug sent with a booking (section 7, call 3). */
export const BOOKING_PAGE_SLUG = '/services-4';

/** The spec's webhook body (section 7, call 4): empty optionals as '', submission_timestamp ISO. */
export interface BookingWebhookBody {
  form_type: 'Adult Booking Form' | 'Children Booking Form';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  address: string;
  visit_type: string;
  gp_name: string;
  gp_contact: string;
  had_previous_scans: string;
  previous_scan_hospital: string;
  previous_scan_date: string;
  previous_scan_type: string;
  insurance: string;
  insurance_provider: string;
  membership_number: string;
  authorisation_code: string;
  relevant_information: string;
  how_did_you_hear: string;
  submission_timestamp: string;
}

export const WEBHOOK_FORM_TYPES: Record<FormSource, BookingWebhookBody['form_type']> = {
  services_adult: 'Adult Booking Form',
  services_children: 'Children Booking Form',
};

/** The spec's booking_submissions record (section 3) plus the honeypot's spam flag, as stored and listed to staff. */
export interface BookingSubmissionRecord {
  id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  form_source: FormSource;
  email_sent: boolean;
  email_error: string | null;
  /** A filled honeypot: stored for the record, never delivered. */
  is_spam: boolean;
}

import type { BookingRequestBody, BookingSubmissionRecord } from '../booking/booking-api';

/** Staff sign-in (issue 7): the API is the OpenID Connect client; the browser only ever holds a session cookie. */
export const AUTH_PREFIX = '/auth';

export const AUTH_PATHS = {
  login: `${AUTH_PREFIX}/login`,
  callback: `${AUTH_PREFIX}/callback`,
  logout: `${AUTH_PREFIX}/logout`,
} as const;

export const STAFF_API_PATHS = {
  me: '/api/me',
  bookingSubmissions: '/api/booking-submissions',
  auditEvents: '/api/audit-events',
  /** GET (the staff list), and GET, PATCH, DELETE /:id; the public POST shares the path. */
  fellowshipInquiries: '/api/fellowship-inquiries',
  dataSubjectRequests: '/api/data-subject-requests',
} as const;

export const bookingSubmissionPath = (id: string) => `${STAFF_API_PATHS.bookingSubmissions}/${encodeURIComponent(id)}`;
export const fellowshipInquiryPath = (id: string) => `${STAFF_API_PATHS.fellowshipInquiries}/${encodeURIComponent(id)}`;
/** POST (admin): a request's failed deliveries go back to the outbox. */
export const deliveryRetryPath = (kind: StaffRequestKind, id: string) =>
  `${kind === 'booking' ? bookingSubmissionPath(id) : fellowshipInquiryPath(id)}/delivery-retries`;
export const dataSubjectRequestPath = (email: string) =>
  `${STAFF_API_PATHS.dataSubjectRequests}?${new URLSearchParams({ email }).toString()}`;

/**
 * Requests that change state must carry this header (with any value): a cross-site form cannot set it, and a
 * cross-site fetch that sets it needs a CORS preflight the API never grants.
 */
export const STAFF_REQUEST_HEADER = 'x-clinic-staff';

/** Roles from user_roles (spec section 6), or from the Entra app roles 'Admin' and 'Staff'. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** GET /api/me: who is signed in. 200 for everyone (a 401 here would be a console error on every visit). */
export interface MeBody {
  /** null when nobody is signed in. */
  user: { name: string; email: string } | null;
  /** Empty when the user holds neither role. */
  roles: StaffRole[];
}

/** POST /auth/logout: where the browser goes next to end the identity provider's session too. */
export interface LogoutBody {
  redirectTo: string;
}

export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'booked', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export interface FollowUp {
  status: FollowUpStatus;
  /** Display name of whoever set it; null while it is still 'new' and untouched. */
  updated_by: string | null;
  updated_at: string | null;
}

/** The two kinds of request the staff view lists. */
export type StaffRequestKind = 'booking' | 'fellowship_inquiry';

/**
 * Where the clinic's email about a request stands (its outbox row), in the terms staff act on. Spam is never sent,
 * so it is a state of its own, never a failure.
 */
export type DeliveryState =
  | { state: 'sent' }
  /** Waiting for its first attempt, or being sent. */
  | { state: 'sending' }
  /** Failed `attempts` times so far; tried again at `next_attempt_at` (ISO). */
  | { state: 'retrying'; attempts: number; next_attempt_at: string; error: string | null }
  /** Failed every attempt the server makes: it waits for an admin's retry. */
  | { state: 'gave_up'; attempts: number; error: string | null }
  | { state: 'spam' };

export type DeliveryStateName = DeliveryState['state'];
export const DELIVERY_STATE_NAMES = [
  'sent',
  'sending',
  'retrying',
  'gave_up',
  'spam',
] as const satisfies readonly DeliveryStateName[];

/** What every staff list row carries besides its own fields. */
export interface StaffListFields {
  follow_up: FollowUp;
  delivery: DeliveryState;
  /**
   * When a request still 'new' needs attention (ISO): two working days after it was received, counted in the
   * clinic's zone (Monday to Friday, England and Wales bank holidays excluded).
   */
  follow_up_due_at: string;
}

/** One row of the staff list: the spec's booking_submissions record, the spam flag, the follow-up and delivery. */
export interface SubmissionListItem extends BookingSubmissionRecord, StaffListFields {
  /** yyyy-MM-dd: the patient's, which decides the adult or the children's clinic. */
  date_of_birth: string;
}

/** The whole request as received, empty optionals as ''. */
export type SubmittedRequest = Omit<BookingRequestBody, 'destination_email' | 'page_slug'>;

export interface SubmissionDetail extends SubmissionListItem {
  request: SubmittedRequest;
}

/** GET /api/booking-submissions: every submission, newest first, no paging. */
export interface SubmissionsListBody {
  submissions: SubmissionListItem[];
}

/** GET and PATCH /api/booking-submissions/:id. */
export interface SubmissionDetailBody {
  submission: SubmissionDetail;
}

/** PATCH /api/booking-submissions/:id */
export interface UpdateFollowUpBody {
  status: FollowUpStatus;
}

export const AUDIT_ACTIONS = [
  'submissions.list',
  'submissions.read',
  'submissions.follow_up',
  'submissions.retry_delivery',
  'submissions.erase',
  'fellowship_inquiries.list',
  'fellowship_inquiries.read',
  'fellowship_inquiries.follow_up',
  'fellowship_inquiries.retry_delivery',
  'fellowship_inquiries.erase',
  'data_subject.export',
  'retention.purge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit row: who did what to which submissions, when, and how many rows it touched. */
export interface AuditEvent {
  id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  action: AuditAction;
  /** The submission or inquiry id, or null for the whole list, an export or a purge. */
  target: string | null;
  row_count: number;
  /** e.g. the new follow-up status, an erasure's reason, a purge's counts: never a request's content. */
  detail: string | null;
}

/** GET /api/audit-events (admin only): newest first. */
export interface AuditEventsBody {
  events: AuditEvent[];
}

/** DELETE /api/booking-submissions/:id and /api/fellowship-inquiries/:id (admin): why the record is erased. */
export interface EraseRequestBody {
  reason: string;
}

export const ERASURE_REASON_MAX = 500;

/** One fellowship inquiry as held. */
export interface FellowshipInquiryExport {
  id: string;
  created_at: string;
  name: string;
  email: string;
  message: string;
  email_sent: boolean;
  email_error: string | null;
}

/** One row of the staff list of fellowship inquiries: who and when, never the message. */
export interface FellowshipInquiryListItem extends StaffListFields {
  id: string;
  created_at: string;
  name: string;
  email: string;
  email_sent: boolean;
  email_error: string | null;
}

export interface FellowshipInquiryDetail extends FellowshipInquiryListItem {
  message: string;
}

/** GET /api/fellowship-inquiries (staff): every inquiry, newest first, no paging. */
export interface FellowshipInquiriesListBody {
  inquiries: FellowshipInquiryListItem[];
}

/** GET and PATCH /api/fellowship-inquiries/:id (staff). */
export interface FellowshipInquiryDetailBody {
  inquiry: FellowshipInquiryDetail;
}

/** POST /api/booking-submissions/:id/delivery-retries and …/fellowship-inquiries/:id/delivery-retries (admin). */
export interface DeliveryRetryBody {
  /** How many deliveries went back to the outbox (the clinic email, the acknowledgement, the webhook). */
  requeued: number;
  delivery: DeliveryState;
}

/** A booking as a subject access export gives it: the record, the whole request and its follow-up. */
export interface SubmissionExport extends BookingSubmissionRecord {
  follow_up: FollowUp;
  request: SubmittedRequest;
}

/** GET /api/data-subject-requests?email= (admin): everything held for one address, as a JSON download. */
export interface DataSubjectExportBody {
  email: string;
  generated_at: string;
  booking_submissions: SubmissionExport[];
  fellowship_inquiries: Array<FellowshipInquiryExport & { follow_up: FollowUp }>;
}

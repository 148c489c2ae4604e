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
  /** DELETE /:id only (admin): the public POST shares the path. */
  fellowshipInquiries: '/api/fellowship-inquiries',
  dataSubjectRequests: '/api/data-subject-requests',
} as const;

export const bookingSubmissionPath = (id: string) => `${STAFF_API_PATHS.bookingSubmissions}/${encodeURIComponent(id)}`;
export const fellowshipInquiryPath = (id: string) => `${STAFF_API_PATHS.fellowshipInquiries}/${encodeURIComponent(id)}`;
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

/** One row of the staff list: the spec's booking_submissions record, the spam flag and the follow-up. */
export interface SubmissionListItem extends BookingSubmissionRecord {
  follow_up: FollowUp;
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
  'submissions.erase',
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

/** GET /api/data-subject-requests?email= (admin): everything held for one address, as a JSON download. */
export interface DataSubjectExportBody {
  email: string;
  generated_at: string;
  booking_submissions: SubmissionDetail[];
  fellowship_inquiries: FellowshipInquiryExport[];
}

import { practiceProfile } from '@clinic/content';
import {
  describeRequestValue,
  FORM_SOURCE_LABELS,
  formatClinicDateTime,
  REQUEST_FIELD_LABELS,
  REQUEST_FIELD_ORDER,
  type RequestFieldName,
} from '@clinic/contracts/booking';
import type { MailMessage } from '../../libraries/mail/mail-transport';
import type { BookingSubmission, FellowshipInquiryRecord } from '../data-access/booking-store';
import { renderParagraphs, renderRows, type EmailRow } from './email-layout';

export const SUBMISSION_ID_HEADER = 'X-Submission-Id';

export interface EmailSettings {
  from: string;
  inboxes: { services_adult: string; services_children: string; fellowship: string };
}

const isChildren = (submission: BookingSubmission) => submission.form_source === 'services_children';

const staffPhoneFor = (submission: BookingSubmission) =>
  isChildren(submission) ? practiceProfile.childrenStaffPhone : practiceProfile.adultStaffPhone;

/** The labels a parent's request reads with: the contact details are the parent's, the date of birth the child's. */
const CHILDREN_LABELS: Partial<Record<RequestFieldName, string>> = {
  email: "Parent's email",
  phone: "Parent's phone",
  date_of_birth: "Patient's date of birth",
};

/**
 * Every field of the request in the form's order, with the staff view's labels and words (choices by their label,
 * dates as '3 Feb 1980', the date of birth with the age), then the id and when it arrived, in the clinic's zone.
 */
const bookingRows = (submission: BookingSubmission): EmailRow[] => {
  const request = submission.request;
  const children = isChildren(submission);
  const fields = REQUEST_FIELD_ORDER.filter(
    (field) => field !== 'form_source' && (children || field !== 'previous_scans'),
  );
  return [
    ...fields.map((field) => ({
      label: (children && CHILDREN_LABELS[field]) || REQUEST_FIELD_LABELS[field],
      value: describeRequestValue(field, request[field]),
    })),
    { label: 'Submission id', value: submission.id },
    { label: 'Received', value: formatClinicDateTime(submission.created_at) },
  ];
};

/** To the clinic inbox chosen by form_source; Reply-To is the patient (or parent). */
export const renderBookingEmail = (
  submission: BookingSubmission,
  key: string,
  settings: EmailSettings,
): MailMessage => {
  const title = `New appointment request: ${FORM_SOURCE_LABELS[submission.form_source]}`;
  return {
    key,
    from: settings.from,
    to: settings.inboxes[submission.form_source],
    replyTo: submission.request.email,
    subject: `${title} from ${submission.request.first_name} ${submission.request.last_name}`,
    ...renderRows(title, bookingRows(submission), `Reply to this email to answer the sender directly.`),
    headers: { [SUBMISSION_ID_HEADER]: submission.id },
  };
};

/** To the visitor: no clinical detail and nothing they typed, only the clinic's phone number and a reference. */
export const renderAcknowledgementEmail = (
  submission: BookingSubmission,
  key: string,
  settings: EmailSettings,
): MailMessage => ({
  key,
  from: settings.from,
  to: submission.request.email,
  subject: 'We have received your appointment request',
  ...renderParagraphs([
    'Thank you for your appointment request. We have received it and will contact you soon to confirm your appointment.',
    `If you need to speak to us, please call ${staffPhoneFor(submission)}.`,
    `Your reference: ${submission.id}`,
    'Please do not reply to this email with medical details.',
  ]),
  headers: { [SUBMISSION_ID_HEADER]: submission.id },
});

/** To the fellowship inbox; Reply-To is the inquirer. */
export const renderFellowshipEmail = (
  inquiry: FellowshipInquiryRecord,
  key: string,
  settings: EmailSettings,
): MailMessage => ({
  key,
  from: settings.from,
  to: settings.inboxes.fellowship,
  replyTo: inquiry.email,
  subject: `New fellowship inquiry from ${inquiry.name}`,
  ...renderRows(
    'New fellowship inquiry',
    [
      { label: 'Name', value: inquiry.name },
      { label: 'Email', value: inquiry.email },
      { label: 'Message', value: inquiry.message },
      { label: 'Submission id', value: inquiry.id },
      { label: 'Received', value: formatClinicDateTime(inquiry.created_at) },
    ],
    'Reply to this email to answer the sender directly.',
  ),
  headers: { [SUBMISSION_ID_HEADER]: inquiry.id },
});

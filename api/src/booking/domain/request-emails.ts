import { practiceProfile } from '@clinic/content';
import { WEBHOOK_FORM_TYPES } from '@clinic/contracts/booking';
import type { MailMessage } from '../../libraries/mail/mail-transport';
import type { BookingSubmission, FellowshipInquiryRecord } from '../data-access/booking-store';
import { renderParagraphs, renderRows, type EmailRow } from './email-layout';

export const SUBMISSION_ID_HEADER = 'X-Submission-Id';

export interface EmailSettings {
  from: string;
  inboxes: { services_adult: string; services_children: string; fellowship: string };
}

const CHOICE_LABELS: Record<string, string> = {
  first: 'First Consultation',
  follow_up: 'Follow Up',
  with: 'With Insurance',
  without: 'Without Insurance',
  yes: 'Yes',
  no: 'No',
};

const choice = (value: string) => CHOICE_LABELS[value] ?? value;

const isChildren = (submission: BookingSubmission) => submission.form_source === 'services_children';

const staffPhoneFor = (submission: BookingSubmission) =>
  isChildren(submission) ? practiceProfile.childrenStaffPhone : practiceProfile.adultStaffPhone;

/** Every field of the request in the form's order; dates are already yyyy-MM-dd. */
const bookingRows = (submission: BookingSubmission): EmailRow[] => {
  const r = submission.request;
  const children = isChildren(submission);
  return [
    { label: 'First name', value: r.first_name },
    { label: 'Last name', value: r.last_name },
    { label: children ? "Parent's email" : 'Email', value: r.email },
    { label: children ? "Parent's phone" : 'Phone', value: r.phone },
    { label: children ? "Patient's date of birth" : 'Date of birth', value: r.date_of_birth },
    { label: 'Address', value: r.address },
    { label: 'Visit type', value: choice(r.visit_type) },
    { label: 'GP name', value: r.gp_name },
    { label: 'GP contact', value: r.gp_contact },
    { label: 'Previously had scans', value: choice(r.had_previous_scans) },
    { label: 'Previous scan hospital', value: r.previous_scan_hospital },
    { label: 'Date of previous scan', value: r.previous_scan_date },
    { label: 'Type of scan', value: r.previous_scan_type },
    { label: 'Insurance', value: choice(r.insurance) },
    { label: 'Insurance provider', value: r.insurance_provider },
    { label: 'Membership number', value: r.membership_number },
    { label: 'Authorisation code', value: r.authorisation_code },
    { label: 'Relevant information', value: r.relevant_information },
    { label: 'How did you hear about us', value: r.how_did_you_hear },
    ...(children ? [{ label: 'Previous scans', value: r.previous_scans }] : []),
    { label: 'Submission id', value: submission.id },
    { label: 'Received', value: submission.created_at },
  ];
};

/** To the clinic inbox chosen by form_source; Reply-To is the patient (or parent). */
export const renderBookingEmail = (
  submission: BookingSubmission,
  key: string,
  settings: EmailSettings,
): MailMessage => {
  const formType = WEBHOOK_FORM_TYPES[submission.form_source];
  const title = `New appointment request: ${formType}`;
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
      { label: 'Received', value: inquiry.created_at },
    ],
    'Reply to this email to answer the sender directly.',
  ),
  headers: { [SUBMISSION_ID_HEADER]: inquiry.id },
});

import type { FollowUpStatus, SubmissionListItem } from '@clinic/contracts';
import { submissionsMessages } from '../messages';

/** The spec's Type column: the form source without its services_ prefix. */
export const submissionType = (formSource: string) => formSource.replace(/^services_/, '');

/** en-GB medium date with short time (spec), e.g. '23 Nov 2026, 10:15'. */
export const DATE_FORMAT = { dateStyle: 'medium', timeStyle: 'short' } as const;

export const fullName = (row: Pick<SubmissionListItem, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`;

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, (typeof submissionsMessages)[keyof typeof submissionsMessages]> =
  {
    new: submissionsMessages.followUpNew,
    contacted: submissionsMessages.followUpContacted,
    booked: submissionsMessages.followUpBooked,
    closed: submissionsMessages.followUpClosed,
  };

export const summarise = (rows: readonly SubmissionListItem[]) => ({
  sent: rows.filter((row) => row.email_sent).length,
  failed: rows.filter((row) => !row.email_sent).length,
  total: rows.length,
});

import type { FollowUpStatus } from '@clinic/contracts';
import { submissionsMessages } from '../messages';

export const FOLLOW_UP_LABELS: Record<FollowUpStatus, (typeof submissionsMessages)[keyof typeof submissionsMessages]> =
  {
    new: submissionsMessages.followUpNew,
    contacted: submissionsMessages.followUpContacted,
    booked: submissionsMessages.followUpBooked,
    closed: submissionsMessages.followUpClosed,
  };

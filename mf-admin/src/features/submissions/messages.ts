import { defineMessages } from 'react-intl';

export const submissionsMessages = defineMessages({
  heading: { id: 'admin.submissions.heading', defaultMessage: 'Booking Submissions' },
  noSession: { id: 'admin.submissions.noSession', defaultMessage: 'You must be logged in to view this page' },
  forbidden: {
    id: 'admin.submissions.forbidden',
    defaultMessage: "You don't have permission to view this page. Admin or staff access required.",
  },
  returnHome: { id: 'admin.submissions.returnHome', defaultMessage: 'Return to Home' },
});

import { defineMessages } from 'react-intl';

/** The short collection notices under the forms (the ICO's layered approach; the full notice is at /privacy). */
export const collectionNoticeMessages = defineMessages({
  appointment: {
    id: 'booking.collectionNotice.appointment',
    defaultMessage:
      'Your request goes to the clinic team, who use it only to arrange this appointment. Read our <link>privacy notice</link>.',
  },
  fellowship: {
    id: 'booking.collectionNotice.fellowship',
    defaultMessage:
      'Your inquiry goes to the clinic team, who use it only to answer you about the fellowship. Read our <link>privacy notice</link>.',
  },
});

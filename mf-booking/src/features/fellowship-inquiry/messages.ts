import { defineMessages } from 'react-intl';

export const fellowshipInquiryMessages = defineMessages({
  formComingSoon: {
    id: 'booking.fellowshipInquiry.formComingSoon',
    defaultMessage: 'The online inquiry form is on its way. Until then, please call the clinic on {phone}.',
  },
});

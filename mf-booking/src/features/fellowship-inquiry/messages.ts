import { defineMessages } from 'react-intl';

export const fellowshipInquiryMessages = defineMessages({
  name: { id: 'booking.fellowshipInquiry.name', defaultMessage: 'Name' },
  email: { id: 'booking.fellowshipInquiry.email', defaultMessage: 'Email' },
  message: { id: 'booking.fellowshipInquiry.message', defaultMessage: 'Message' },
  send: { id: 'booking.fellowshipInquiry.send', defaultMessage: 'Send Inquiry' },
  sending: { id: 'booking.fellowshipInquiry.sending', defaultMessage: 'Sending...' },
  formLabel: { id: 'booking.fellowshipInquiry.formLabel', defaultMessage: 'Fellowship inquiry' },

  errorTitle: { id: 'booking.fellowshipInquiry.errorTitle', defaultMessage: 'Error' },
  missingFields: {
    id: 'booking.fellowshipInquiry.missingFields',
    defaultMessage: 'Please fill in all required fields',
  },
  sendFailed: {
    id: 'booking.fellowshipInquiry.sendFailed',
    defaultMessage: 'Failed to send inquiry. Please try again later.',
  },
  tooManyRequests: {
    id: 'booking.fellowshipInquiry.tooManyRequests',
    defaultMessage: 'Too many requests have been sent from your connection. Please try again shortly.',
  },
  successTitle: { id: 'booking.fellowshipInquiry.successTitle', defaultMessage: 'Success!' },
  successBody: {
    id: 'booking.fellowshipInquiry.successBody',
    defaultMessage: "Your fellowship inquiry has been sent successfully. We'll get back to you soon.",
  },
});

import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  bookAppointment: { id: 'content.home.bookAppointment', defaultMessage: 'Book an Appointment' },
  readBiography: { id: 'content.home.readBiography', defaultMessage: 'Read Biography' },
  contactUs: { id: 'content.home.contactUs', defaultMessage: 'Contact Us' },
});

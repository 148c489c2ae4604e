import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  siteNavigation: { id: 'shell.navigation.siteNavigation', defaultMessage: 'Main' },
  homeLink: { id: 'shell.navigation.homeLink', defaultMessage: '{name}, home' },
  bookAppointment: { id: 'shell.navigation.bookAppointment', defaultMessage: 'Book an Appointment' },
  openMenu: { id: 'shell.navigation.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'shell.navigation.closeMenu', defaultMessage: 'Close menu' },
  skipToContent: { id: 'shell.navigation.skipToContent', defaultMessage: 'Skip to main content' },
});

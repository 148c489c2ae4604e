import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  region: { id: 'shell.notifications.region', defaultMessage: 'Notifications' },
});

import { defineMessages } from 'react-intl';

export const informationHubMessages = defineMessages({
  openPage: { id: 'content.informationHub.openPage', defaultMessage: 'Go to {title}' },
});

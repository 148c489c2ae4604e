import { defineMessages } from 'react-intl';

/** Text used by the app's shared components. */
export const sharedMessages = defineMessages({
  opensInNewTab: { id: 'content.shared.opensInNewTab', defaultMessage: '(opens in new tab)' },
  loadingPage: { id: 'content.shared.loadingPage', defaultMessage: 'Loading page…' },
});

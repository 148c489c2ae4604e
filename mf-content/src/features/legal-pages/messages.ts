import { defineMessages } from 'react-intl';

export const legalPagesMessages = defineMessages({
  loadingRetention: { id: 'content.legalPages.loadingRetention', defaultMessage: 'Loading the retention periods…' },
  lastUpdated: { id: 'content.legalPages.lastUpdated', defaultMessage: 'Last updated: {date}' },
});

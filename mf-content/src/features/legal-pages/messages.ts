import { defineMessages } from 'react-intl';

export const legalPagesMessages = defineMessages({
  retentionDays: {
    id: 'content.legalPages.retentionDays',
    defaultMessage: '{days, plural, one {# day} other {# days}} {countedFrom}',
  },
  loadingRetention: { id: 'content.legalPages.loadingRetention', defaultMessage: 'Loading the retention periods…' },
  lastUpdated: { id: 'content.legalPages.lastUpdated', defaultMessage: 'Last updated: {date}' },
});

import { defineMessages } from 'react-intl';

export const articlesMessages = defineMessages({
  relatedHeading: { id: 'content.articles.relatedHeading', defaultMessage: 'Related pages' },
  loading: { id: 'content.articles.loading', defaultMessage: 'Loading article…' },
});

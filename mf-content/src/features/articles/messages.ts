import { defineMessages } from 'react-intl';

export const articlesMessages = defineMessages({
  relatedHeading: { id: 'content.articles.relatedHeading', defaultMessage: 'Related pages' },
  loading: { id: 'content.articles.loading', defaultMessage: 'Loading article…' },
  emergencyLabel: { id: 'content.articles.emergencyLabel', defaultMessage: 'Immediate action required' },
  urgentLabel: { id: 'content.articles.urgentLabel', defaultMessage: 'Urgent advice' },
  acuteOncologyLabel: {
    id: 'content.articles.acuteOncologyLabel',
    defaultMessage: 'Urgent advice if you have, or have had, cancer',
  },
  samaritansLabel: { id: 'content.articles.samaritansLabel', defaultMessage: 'If you are struggling to cope' },
  symptomsIntro: { id: 'content.articles.symptomsIntro', defaultMessage: 'If you have any of these:' },
  callPhone: { id: 'content.articles.callPhone', defaultMessage: 'Call {label}' },
  sourcesHeading: { id: 'content.articles.sourcesHeading', defaultMessage: 'Sources' },
  lastReviewed: { id: 'content.articles.lastReviewed', defaultMessage: 'Page last reviewed: {date}' },
  nextReviewDue: { id: 'content.articles.nextReviewDue', defaultMessage: 'Next review due: {date}' },
});

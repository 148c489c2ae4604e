import { defineMessages } from 'react-intl';

export const publicationsMessages = defineMessages({
  filtersLabel: { id: 'content.publications.filtersLabel', defaultMessage: 'Filter publications' },
  searchLabel: { id: 'content.publications.searchLabel', defaultMessage: 'Search publications' },
  searchHint: { id: 'content.publications.searchHint', defaultMessage: 'Search by title or topic' },
  topicLabel: { id: 'content.publications.topicLabel', defaultMessage: 'Topic' },
  allTopics: { id: 'content.publications.allTopics', defaultMessage: 'All topics' },
  showing: {
    id: 'content.publications.showing',
    defaultMessage: 'Showing {shown} of {total} publications',
  },
  clearFilters: { id: 'content.publications.clearFilters', defaultMessage: 'Clear Filters' },
  showAbstract: { id: 'content.publications.showAbstract', defaultMessage: 'Show Abstract' },
  hideAbstract: { id: 'content.publications.hideAbstract', defaultMessage: 'Hide Abstract' },
  abstractHeading: { id: 'content.publications.abstractHeading', defaultMessage: 'Abstract' },
  viewPublication: { id: 'content.publications.viewPublication', defaultMessage: 'View Publication' },
  doi: { id: 'content.publications.doi', defaultMessage: 'DOI' },
  pubmed: { id: 'content.publications.pubmed', defaultMessage: 'PubMed' },
  authorsLabel: { id: 'content.publications.authorsLabel', defaultMessage: 'Authors:' },
  etAl: { id: 'content.publications.etAl', defaultMessage: 'et al.' },
  pagesOnly: { id: 'content.publications.pagesOnly', defaultMessage: 'pp. {pages}' },
  typeReview: { id: 'content.publications.typeReview', defaultMessage: 'Review' },
  typeChapter: { id: 'content.publications.typeChapter', defaultMessage: 'Book chapter' },
  typeBook: { id: 'content.publications.typeBook', defaultMessage: 'Book' },
  typeConference: { id: 'content.publications.typeConference', defaultMessage: 'Conference paper' },
  undated: { id: 'content.publications.undated', defaultMessage: 'Undated' },
  yearCount: {
    id: 'content.publications.yearCount',
    defaultMessage: '({count, plural, one {# publication} other {# publications}})',
  },
  topicPrefix: { id: 'content.publications.topicPrefix', defaultMessage: 'Topic:' },
  yearPrefix: { id: 'content.publications.yearPrefix', defaultMessage: 'Year:' },
  emptyTitle: { id: 'content.publications.emptyTitle', defaultMessage: 'No publications found' },
  emptyBody: {
    id: 'content.publications.emptyBody',
    defaultMessage: 'No publications match your search. Try a different word, or choose another topic.',
  },
  sampleNotice: {
    id: 'content.publications.sampleNotice',
    defaultMessage:
      'These entries are samples that show how this list works. They will be replaced with the published bibliography.',
  },
});

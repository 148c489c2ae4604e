import type { Publication } from '@clinic/content';

/** A complete publication entry for unit tests; each test overrides what it is about. */
export function publicationFixture(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 'doi:10.5555/sample.99',
    type: 'article',
    title: '[Sample] Test entry',
    authors: [
      { name: 'Sample S', fullName: 'Sam Sample', isSurgeon: false },
      { name: 'Example A', fullName: 'Alex Example', isSurgeon: true },
    ],
    url: 'https://example.org/99',
    topic: 'Scoliosis',
    date: '2020',
    journal: 'Sample Journal',
    volume: '12',
    issue: '3',
    pages: '45-52',
    doi: '10.5555/sample.99',
    pmid: '',
    abstract: 'Some abstract',
    ...overrides,
  };
}

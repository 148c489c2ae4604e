import type { Publication, PublicationRecord } from '../publication-model';

/** A stored record for unit tests: an article by a placeholder and the surgeon of the practice profile. */
export const FIXTURE_RECORD: PublicationRecord = {
  id: 'doi:10.5555/one',
  type: 'article',
  title: 'Pedicle screws in fixtures',
  authors: [
    { family: 'Sample', given: 'Sam' },
    { family: 'Example', given: 'Alex' },
  ],
  container: 'Fixture Journal',
  volume: '4',
  pages: '1-9',
  year: 2020,
  doi: '10.5555/one',
  pmid: '123',
  keywords: ['pedicle screws'],
};

/** FIXTURE_RECORD as the page shows it, with the topic the pedicle-screw rule gives. */
export const FIXTURE_PUBLICATION: Publication = {
  id: 'doi:10.5555/one',
  type: 'article',
  title: 'Pedicle screws in fixtures',
  authors: [
    { name: 'Sample S', fullName: 'Sam Sample', isSurgeon: false },
    { name: 'Example A', fullName: 'Alex Example', isSurgeon: true },
  ],
  url: '',
  topic: 'Spinal Implants',
  date: '2020',
  journal: 'Fixture Journal',
  volume: '4',
  issue: '',
  pages: '1-9',
  doi: '10.5555/one',
  pmid: '123',
  abstract: '',
};

import type { Publication } from '@clinic/content';
import { publicationFixture } from './publication-fixture';

const alex = { name: 'Example A', fullName: 'Alex Example', isSurgeon: true };
const others = ['Sample S', 'Specimen R', 'Demo J', 'Mock C', 'Placeholder P', 'Fixture F', 'Dummy D'].map((name) => ({
  name,
  fullName: name,
  isSurgeon: false,
}));

/**
 * The list the page tests render (in place of the site's data, which the clinic replaces by importing its own):
 * every display rule once — no date, no DOI, a '#' link, 'Not available', an uncoloured topic, a chapter, a review,
 * a long author list with the surgeon last — all marked as samples.
 */
export const PAGE_PUBLICATIONS: Publication[] = [
  publicationFixture({
    id: 'doi:10.5555/sample.2022.001',
    title: '[Sample] Sagittal balance after long-segment fusion',
    topic: 'Spinal Alignment',
    date: '2022',
    journal: 'Sample Journal of Spinal Surgery',
    volume: '11',
    issue: '2',
    pages: '48-54',
    doi: '10.5555/sample.2022.001',
    url: 'https://example.org/sample-publications/1',
    abstract: 'Placeholder abstract about sagittal alignment.',
  }),
  publicationFixture({
    id: 'doi:10.5555/sample.2021.002',
    title: '[Sample] Curve progression in scoliosis treated with a brace',
    authors: [...others, alex],
    topic: 'Scoliosis',
    date: '2021',
    doi: '10.5555/sample.2021.002',
    abstract: 'Placeholder abstract about bracing.',
  }),
  publicationFixture({
    id: 'doi:10.5555/sample.2021.003',
    title: '[Sample] Spinal epidural abscess presenting as back pain',
    topic: 'Case Reports',
    date: '2021',
    doi: '10.5555/sample.2021.003',
  }),
  publicationFixture({
    id: 'doi:10.5555/sample.2015.004',
    type: 'review',
    title: '[Sample] Pelvic incidence and sagittal mismatch: a review',
    topic: 'Spinal Alignment',
    date: '2015',
    doi: '10.5555/sample.2015.004',
  }),
  publicationFixture({
    id: 'title:sample an introduction to spinal deformity|',
    type: 'chapter',
    title: '[Sample] An introduction to spinal deformity',
    topic: 'Educational',
    date: '',
    journal: 'Sample Handbook of Spinal Rehabilitation',
    volume: '',
    issue: '',
    pages: '419-430',
    doi: '',
  }),
  publicationFixture({
    id: 'title:sample outcomes of orthopedic surgery in patients over eighty|',
    title: '[Sample] Outcomes of orthopedic surgery in patients over eighty',
    topic: 'Orthopedic Surgery',
    date: '',
    url: '#',
    doi: '',
    abstract: 'Not available',
  }),
];

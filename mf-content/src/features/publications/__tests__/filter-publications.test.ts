import { publications, type Publication } from '@clinic/content';
import { isSampleList, publicationSearchText, topicOptions } from '../lib/filter-publications';

function publication(overrides: Partial<Publication>): Publication {
  return {
    id: 1,
    title: 'Untitled',
    url: 'https://example.org/1',
    topic: 'Scoliosis',
    date: '2020',
    journal: 'Journal',
    doi: '10.5555/x',
    abstract: 'Abstract',
    ...overrides,
  };
}

const list: Publication[] = [
  publication({ id: 1, title: 'Brace treatment in Adolescent Scoliosis', topic: 'Scoliosis' }),
  publication({ id: 2, title: 'Sagittal balance after fusion', topic: 'Spinal Alignment' }),
  publication({ id: 3, title: 'Metastatic cord compression', topic: 'Tumours/Oncology' }),
  publication({ id: 4, title: 'Curve progression and bracing', topic: 'Case Reports' }),
  publication({ id: 5, title: 'A scoliosis screening review', topic: 'Educational' }),
];

describe('publicationSearchText', () => {
  it('holds the title and the topic, on separate lines', () => {
    expect(publicationSearchText(list[2]!)).toBe('Metastatic cord compression\nTumours/Oncology');
  });
});

describe('topicOptions', () => {
  it('lists the distinct topics sorted A–Z', () => {
    expect(topicOptions(list)).toEqual([
      'Case Reports',
      'Educational',
      'Scoliosis',
      'Spinal Alignment',
      'Tumours/Oncology',
    ]);
    expect(topicOptions([...list, ...list])).toHaveLength(5);
  });

  it('covers the 13 coloured topics plus Case Reports in the real data', () => {
    const topics = topicOptions(publications);
    expect(topics).toHaveLength(14);
    expect(topics).toContain('Case Reports');
    expect([...topics].sort((a, b) => a.localeCompare(b))).toEqual(topics);
  });
});

describe('isSampleList', () => {
  it('spots placeholder data by the [Sample] title marker', () => {
    expect(isSampleList(publications)).toBe(true);
    expect(isSampleList(list)).toBe(false);
    expect(isSampleList([])).toBe(false);
  });
});

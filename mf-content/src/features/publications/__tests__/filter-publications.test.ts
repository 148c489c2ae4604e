import { publications, type Publication } from '@clinic/content';
import { filterPublications, hasActiveFilters, isSampleList, topicOptions } from '../lib/filter-publications';

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

const ids = (result: Publication[]) => result.map((p) => p.id);

describe('filterPublications', () => {
  it('returns everything when no filter is set', () => {
    expect(ids(filterPublications(list, { search: '', topic: '' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('matches the title case-insensitively', () => {
    expect(ids(filterPublications(list, { search: 'SAGITTAL', topic: '' }))).toEqual([2]);
    expect(ids(filterPublications(list, { search: 'brac', topic: '' }))).toEqual([1, 4]);
  });

  it('matches the topic as well as the title', () => {
    expect(ids(filterPublications(list, { search: 'oncology', topic: '' }))).toEqual([3]);
    expect(ids(filterPublications(list, { search: 'scoliosis', topic: '' }))).toEqual([1, 5]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(ids(filterPublications(list, { search: '  sagittal ', topic: '' }))).toEqual([2]);
  });

  it('requires an exact topic match', () => {
    expect(ids(filterPublications(list, { search: '', topic: 'Scoliosis' }))).toEqual([1]);
    expect(filterPublications(list, { search: '', topic: 'scoliosis' })).toEqual([]);
    expect(filterPublications(list, { search: '', topic: 'Scolio' })).toEqual([]);
  });

  it('needs both the search and the topic to hold', () => {
    expect(ids(filterPublications(list, { search: 'scoliosis', topic: 'Educational' }))).toEqual([5]);
    expect(filterPublications(list, { search: 'sagittal', topic: 'Scoliosis' })).toEqual([]);
  });

  it('works on the real list: every topic filter returns only that topic', () => {
    for (const topic of topicOptions(publications)) {
      const result = filterPublications(publications, { search: '', topic });
      expect(result.length).toBeGreaterThan(0);
      expect(result.every((p) => p.topic === topic)).toBe(true);
    }
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

describe('hasActiveFilters', () => {
  it('is true when either filter is set', () => {
    expect(hasActiveFilters({ search: '', topic: '' })).toBe(false);
    expect(hasActiveFilters({ search: '   ', topic: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'x', topic: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', topic: 'Scoliosis' })).toBe(true);
  });
});

describe('isSampleList', () => {
  it('spots placeholder data by the [Sample] title marker', () => {
    expect(isSampleList(publications)).toBe(true);
    expect(isSampleList(list)).toBe(false);
    expect(isSampleList([])).toBe(false);
  });
});

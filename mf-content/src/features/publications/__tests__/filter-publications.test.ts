import { publications, type Publication } from '@clinic/content';
import { groupByYear, isSampleList, publicationSearchText, topicOptions } from '../lib/filter-publications';
import { PAGE_PUBLICATIONS } from './page-publications';
import { publicationFixture as publication } from './publication-fixture';

const list: Publication[] = [
  publication({ id: '1', title: 'Brace treatment in Adolescent Scoliosis', topic: 'Scoliosis' }),
  publication({ id: '2', title: 'Sagittal balance after fusion', topic: 'Spinal Alignment' }),
  publication({ id: '3', title: 'Metastatic cord compression', topic: 'Tumours/Oncology' }),
  publication({ id: '4', title: 'Curve progression and bracing', topic: 'Case Reports' }),
  publication({ id: '5', title: 'A scoliosis screening review', topic: 'Educational' }),
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
});

describe('isSampleList', () => {
  it('spots placeholder data by the [Sample] title marker', () => {
    expect(isSampleList(PAGE_PUBLICATIONS)).toBe(true);
    expect(isSampleList(list)).toBe(false);
    expect(isSampleList([])).toBe(false);
  });
});

describe('groupByYear', () => {
  it('puts the newest year first and the undated entries last, keeping the order within a year', () => {
    const entries = [
      publication({ id: 'a', date: '2019' }),
      publication({ id: 'b', date: '' }),
      publication({ id: 'c', date: '2021' }),
      publication({ id: 'd', date: '2019' }),
      publication({ id: 'e', date: '2009' }),
    ];
    const groups = groupByYear(entries);
    expect(groups.map((group) => group.year)).toEqual(['2021', '2019', '2009', '']);
    expect(groups[1]?.publications.map((entry) => entry.id)).toEqual(['a', 'd']);
    expect(groups.flatMap((group) => group.publications)).toHaveLength(entries.length);
  });

  it('holds every sample entry once, newest year first', () => {
    const groups = groupByYear(publications);
    expect(
      groups
        .flatMap((group) => group.publications)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(publications.map((entry) => entry.id).sort());
    const years = groups
      .map((group) => group.year)
      .filter(Boolean)
      .map(Number);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(groups.at(-1)?.year).toBe('');
  });
});

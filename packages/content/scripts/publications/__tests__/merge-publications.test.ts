import type { PublicationRecord } from '../../../src/publications/publication-model';
import { publicationId } from '../../../src/publications/publication-keys';
import { mergeWorks, planImport } from '../merge-publications';

function record(fields: Partial<PublicationRecord> & { title: string }): PublicationRecord {
  const work: PublicationRecord = { id: '', type: 'article', authors: [], ...fields };
  return { ...work, id: publicationId(work) };
}

describe('mergeWorks', () => {
  it('merges by DOI, then PMID, then normalised title and year', () => {
    const { works, duplicates } = mergeWorks([
      record({ title: 'Sagittal balance', doi: '10.5555/A', year: 2020 }),
      record({ title: 'Sagittal balance (accepted version)', doi: '10.5555/a', pmid: '1' }),
      record({ title: 'Another title entirely', pmid: '1', year: 2020 }),
      record({ title: 'Brace treatment', year: 2019 }),
      record({ title: 'BRACE treatment.', year: 2019, pmid: '2' }),
      record({ title: 'Brace treatment', year: 2018 }),
    ]);
    expect(works.map((work) => work.title)).toEqual(['Sagittal balance', 'Brace treatment', 'Brace treatment']);
    expect(duplicates).toBe(3);
  });

  it('keeps two works with different DOIs apart, even under one title and year', () => {
    const { works } = mergeWorks([
      record({ title: 'Erratum', doi: '10.5555/one', year: 2020 }),
      record({ title: 'Erratum', doi: '10.5555/two', year: 2020 }),
    ]);
    expect(works).toHaveLength(2);
  });

  it('fills gaps from later files, joins keyword lists, keeps the longer author list and a specific type', () => {
    const scholar = record({
      title: 'Sagittal balance',
      doi: '10.5555/a',
      authors: [{ family: 'Example', given: 'A' }],
      keywords: ['fusion'],
    });
    const pubmed = record({
      title: 'Sagittal balance',
      type: 'review',
      doi: '10.5555/a',
      pmid: '123',
      abstract: 'From PubMed.',
      authors: [
        { family: 'Example', given: 'Alex' },
        { family: 'Sample', given: 'Sam' },
      ],
      keywords: ['fusion', 'sagittal balance'],
      mesh: ['Scoliosis/surgery'],
    });
    const [merged] = mergeWorks([scholar, pubmed]).works;
    expect(merged).toEqual({
      id: 'doi:10.5555/a',
      type: 'review',
      title: 'Sagittal balance',
      doi: '10.5555/a',
      pmid: '123',
      abstract: 'From PubMed.',
      authors: pubmed.authors,
      keywords: ['fusion', 'sagittal balance'],
      mesh: ['Scoliosis/surgery'],
    });
  });
});

describe('planImport', () => {
  const stored = [
    record({ title: 'Kept as it was', doi: '10.5555/kept', year: 2019 }),
    record({ title: 'Gets an abstract', doi: '10.5555/updated', year: 2020, mesh: ['Humans'] }),
    record({ title: 'Not in the files', year: 2010 }),
  ];

  it('adds new works, updates changed ones field by field and keeps what the files lack', () => {
    const plan = planImport(
      stored,
      [
        record({ title: 'Kept as it was', doi: '10.5555/kept', year: 2019 }),
        record({ title: 'Gets an abstract', doi: '10.5555/updated', year: 2020, abstract: 'New.' }),
        record({ title: 'Brand new', year: 2024 }),
      ],
      { replace: false },
    );
    expect(plan.added.map((work) => work.title)).toEqual(['Brand new']);
    expect(plan.unchanged.map((work) => work.title)).toEqual(['Kept as it was']);
    expect(plan.updated).toEqual([
      {
        before: stored[1],
        after: { ...stored[1], abstract: 'New.' },
        fields: ['abstract'],
      },
    ]);
    expect(plan.removed).toEqual([]);
    expect(plan.publications.map((work) => work.title)).toEqual([
      'Brand new',
      'Gets an abstract',
      'Kept as it was',
      'Not in the files',
    ]);
  });

  it('with replace, drops the stored works the files do not have', () => {
    const plan = planImport(stored, [record({ title: 'Kept as it was', doi: '10.5555/kept', year: 2019 })], {
      replace: true,
    });
    expect(plan.removed.map((work) => work.title)).toEqual(['Gets an abstract', 'Not in the files']);
    expect(plan.publications.map((work) => work.title)).toEqual(['Kept as it was']);
  });
});

import { readBibliographyFile } from '../read-bibliography';
import { fixture } from './fixture-path';

async function read(name: string) {
  return readBibliographyFile(fixture(name), name);
}

/** The work that scholar.bib, zotero.json and pubmed.nbib all hold: what each of them gives alike. */
const SAGITTAL_WORK = {
  id: 'doi:10.5555/fixture.2023.001',
  type: 'article',
  title: 'Sagittal alignment after fixture fusion',
  container: 'Fixture Journal of Spine Research',
  volume: '48',
  issue: '4',
  pages: '201-209',
  year: 2023,
  doi: '10.5555/fixture.2023.001',
};
const SAGITTAL_AUTHORS = [
  { family: 'Example', given: 'Alex' },
  { family: 'Placeholder', given: 'Pat J.' },
  { family: 'van der Specimen', given: 'Robin' },
];

const titles = (file: Awaited<ReturnType<typeof read>>) => file.records.map(({ record }) => record.title);
const problems = (file: Awaited<ReturnType<typeof read>>) =>
  file.skipped.map(({ location, reason }) => ({ ...location, reason }));

describe('BibTeX (Google Scholar, ORCID, Zotero, Mendeley)', () => {
  it('reads articles, books and proceedings with their fields, @string abbreviations included', async () => {
    const file = await read('scholar.bib');
    expect(file.format).toBe('bibtex');
    expect(file.skipped).toEqual([]);
    expect(file.records.map(({ record }) => record)).toEqual([
      {
        ...SAGITTAL_WORK,
        authors: SAGITTAL_AUTHORS,
        pmid: '90000001',
        abstract: 'A fixture abstract for the BibTeX reader.',
        keywords: ['sagittal balance', 'spinal fusion'],
      },
      {
        id: 'title:a fixture handbook of spinal surgery|2020',
        type: 'book',
        title: 'A Fixture Handbook of Spinal Surgery',
        authors: [{ family: 'Example', given: 'A.' }],
        year: 2020,
        publisher: 'Fixture Press',
      },
      {
        id: 'title:teaching spinal examination with fixtures|2019',
        type: 'conference',
        title: 'Teaching spinal examination with fixtures',
        authors: [
          { family: 'Sample', given: 'Sam' },
          { family: 'Example', given: 'Alex' },
        ],
        container: 'Proceedings of the Fixture Education Meeting',
        pages: '12-14',
        year: 2019,
      },
    ]);
  });

  it('skips a malformed entry and an untitled one, naming file, line and entry, and reads the rest', async () => {
    const file = await read('broken.bib');
    expect(titles(file)).toEqual(['First good fixture entry', 'Second good fixture entry']);
    expect(problems(file)).toEqual([
      { file: 'broken.bib', line: 8, entry: 2, reason: expect.stringMatching(/^malformed BibTeX: /) },
      { file: 'broken.bib', line: 14, entry: 3, reason: 'the entry has no title' },
    ]);
  });

  it('says so when a file holds no entries', async () => {
    const file = await read('empty.bib');
    expect(file.records).toEqual([]);
    expect(problems(file)).toEqual([{ file: 'empty.bib', reason: 'no BibTeX entries in the file' }]);
  });
});

describe('RIS (EndNote, Scopus, Web of Science)', () => {
  it('reads articles, chapters and conference papers, the PMID from a PubMed link, CRLF line ends', async () => {
    const file = await read('endnote.ris');
    expect(file.format).toBe('ris');
    expect(file.skipped).toEqual([]);
    expect(file.records.map(({ record }) => record)).toEqual([
      {
        id: 'doi:10.5555/fixture.2022.002',
        type: 'article',
        title: 'Pedicle screw accuracy in fixture spines',
        authors: [
          { family: 'Example', given: 'Alex' },
          { family: 'Mock', given: 'Casey' },
        ],
        container: 'Fixture Spine Technology',
        volume: '7',
        issue: '1',
        pages: '33-41',
        year: 2022,
        doi: '10.5555/fixture.2022.002',
        pmid: '90000002',
        url: 'https://pubmed.ncbi.nlm.nih.gov/90000002/',
        abstract: 'A fixture abstract for the RIS reader.',
        keywords: ['pedicle screws', 'surgical navigation systems'],
      },
      {
        id: 'title:spinal tumours a fixture chapter|2021',
        type: 'chapter',
        title: 'Spinal tumours: a fixture chapter',
        authors: [{ family: 'Example', given: 'Alex' }],
        container: 'Fixture Textbook of Oncology',
        pages: '100-120',
        year: 2021,
        publisher: 'Fixture Press',
      },
      {
        id: 'title:a fixture conference paper on scoliosis|2017',
        type: 'conference',
        title: 'A fixture conference paper on scoliosis',
        authors: [{ family: 'Example', given: 'Alex' }],
        container: 'Fixture Spine Congress',
        year: 2017,
      },
    ]);
  });

  it('skips a record without TY and one without ER, with their lines', async () => {
    const file = await read('broken.ris');
    expect(titles(file)).toEqual(['The one good RIS fixture record']);
    expect(problems(file)).toEqual([
      { file: 'broken.ris', line: 1, entry: 1, reason: "the record does not start with a 'TY  -' line" },
      { file: 'broken.ris', line: 11, entry: 3, reason: "the record has no closing 'ER  -' line" },
    ]);
  });
});

describe('CSL-JSON (Zotero, Mendeley)', () => {
  it('reads items, dropping markup from titles and abstracts, and skips what is not an item or has no title', async () => {
    const file = await read('zotero.json');
    expect(file.format).toBe('csl-json');
    expect(file.records.map(({ record }) => record)).toEqual([
      {
        ...SAGITTAL_WORK,
        authors: SAGITTAL_AUTHORS,
        url: 'https://example.org/fixture/2023-001',
        keywords: ['adult spinal deformity'],
      },
      {
        id: 'title:return to work after fixture decompression|2015',
        type: 'article',
        title: 'Return to work after fixture decompression',
        authors: [{ family: 'Example', given: 'Alex' }],
        container: 'Fixture Outcomes',
        year: 2015,
        abstract: 'A fixture abstract with JATS markup.',
        keywords: ['return to work', 'spinal stenosis'],
      },
    ]);
    expect(problems(file)).toEqual([
      { file: 'zotero.json', entry: 3, reason: 'not a CSL-JSON item (an object)' },
      { file: 'zotero.json', entry: 4, reason: 'the entry has no title' },
    ]);
  });

  it('reports a file that is not JSON with the line of the error, recognising the format by its content', async () => {
    const file = await read('broken-csl-json.txt');
    expect(file.format).toBe('csl-json');
    expect(file.records).toEqual([]);
    expect(problems(file)).toEqual([
      { file: 'broken-csl-json.txt', line: 4, reason: expect.stringMatching(/^not valid JSON/) },
    ]);
  });
});

describe('MEDLINE (PubMed .nbib)', () => {
  it('reads journal articles, book chapters and case reports with MeSH headings and publication types', async () => {
    const file = await read('pubmed.nbib');
    expect(file.format).toBe('medline');
    expect(file.skipped).toEqual([]);
    expect(file.records.map(({ record }) => record)).toEqual([
      {
        ...SAGITTAL_WORK,
        type: 'review',
        authors: [
          { family: 'Example', given: 'Alex' },
          { family: 'Placeholder', given: 'Pat J' },
        ],
        pmid: '90000001',
        abstract:
          'A fixture abstract for the MEDLINE reader, long enough to be continued on the next line as PubMed writes it.',
        keywords: ['sagittal balance'],
        mesh: ['Humans', '*Spinal Fusion/methods', 'Scoliosis/*surgery'],
        publicationTypes: ['Journal Article', 'Review'],
      },
      {
        id: 'pmid:90000003',
        type: 'article',
        title: 'Spinal epidural abscess: a fixture case',
        authors: [
          { family: 'Mock', given: 'Casey' },
          { family: 'Example', given: 'Alex' },
        ],
        container: 'Fixture Case Reports',
        pages: '5',
        year: 2012,
        pmid: '90000003',
        mesh: ['Epidural Abscess/*diagnosis'],
        publicationTypes: ['Case Reports'],
      },
      {
        id: 'pmid:90000004',
        type: 'chapter',
        title: 'Cauda equina syndrome',
        authors: [{ family: 'Example', given: 'Alex' }],
        container: 'Fixture Handbook of Spinal Disorders',
        year: 2020,
        publisher: 'Fixture Press',
        pmid: '90000004',
        publicationTypes: ['Review', 'Book Chapter'],
      },
    ]);
  });

  it('skips a record with a stray line and one without a PMID, with their lines', async () => {
    const file = await read('broken.nbib');
    expect(titles(file)).toEqual(['The one good MEDLINE fixture record']);
    expect(problems(file)).toEqual([
      { file: 'broken.nbib', line: 9, entry: 2, reason: expect.stringMatching(/neither 'TAG - value'/) },
      { file: 'broken.nbib', line: 12, entry: 3, reason: "malformed MEDLINE: the record has no 'PMID-' line" },
    ]);
  });
});

describe('any file', () => {
  it('reports a missing file or an unknown format without throwing', async () => {
    expect(problems(await read('no-such-file.bib'))).toEqual([{ file: 'no-such-file.bib', reason: 'no such file' }]);
    expect(problems(await readBibliographyFile(__filename, 'this-test.ts'))).toEqual([
      { file: 'this-test.ts', reason: 'not a BibTeX, RIS, CSL-JSON or MEDLINE (.nbib) file' },
    ]);
  });
});

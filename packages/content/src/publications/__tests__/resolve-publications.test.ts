import type { PublicationRecord } from '../publication-model';
import { resolvePublications, type PublicationOverride } from '../resolve-publications';
import { FIXTURE_PUBLICATION, FIXTURE_RECORD } from './publication-fixtures';

const records: PublicationRecord[] = [
  FIXTURE_RECORD,
  { id: 'title:a letter|', type: 'article', title: 'A letter', authors: [] },
];

const settings = (overrides: PublicationOverride[] = []) => ({
  rules: { fallbackTopic: 'Orthopaedic Research', rules: [{ topic: 'Spinal Implants', terms: ['pedicle screws'] }] },
  overrides,
  surgeonName: 'Alex Example',
});

describe('resolvePublications', () => {
  it("gives each record its topic, year as text, and authors with the surgeon marked; '' for what is missing", () => {
    const [first, second] = resolvePublications(records, settings());
    expect(first).toEqual(FIXTURE_PUBLICATION);
    expect(second).toMatchObject({ topic: 'Orthopaedic Research', date: '', journal: '', doi: '' });
  });

  it("applies the surgeon's overrides by DOI, PMID or title (and year), over the rules and the imported type", () => {
    const byDoi = resolvePublications(records, settings([{ doi: 'https://doi.org/10.5555/ONE', topic: 'Scoliosis' }]));
    expect(byDoi.map((entry) => entry.topic)).toEqual(['Scoliosis', 'Orthopaedic Research']);

    const byPmid = resolvePublications(records, settings([{ pmid: '123', type: 'review' }]));
    expect(byPmid[0]).toMatchObject({ type: 'review', topic: 'Spinal Implants' });

    const byTitle = resolvePublications(records, settings([{ title: 'a LETTER', topic: 'Correspondence' }]));
    expect(byTitle.map((entry) => entry.topic)).toEqual(['Spinal Implants', 'Correspondence']);

    const wrongYear = resolvePublications(
      records,
      settings([{ title: 'Pedicle screws in fixtures', year: 2019, topic: 'X' }]),
    );
    expect(wrongYear[0]?.topic).toBe('Spinal Implants');

    const unknownType = resolvePublications(records, settings([{ pmid: '123', type: 'poster' }]));
    expect(unknownType[0]?.type).toBe('article');
  });
});

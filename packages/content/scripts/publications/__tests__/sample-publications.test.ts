import path from 'node:path';
import { practiceProfile } from '../../../src/practice-profile';
import { TOPIC_COLOURS, type PublicationsFile } from '../../../src/publications/publication-model';
import publicationsFile from '../../../src/publications/publications.json';
import { resolvePublications } from '../../../src/publications/resolve-publications';
import topicRules from '../../../src/publications/topic-rules.json';
import { readBibliographyFile } from '../read-bibliography';

const SAMPLE_FILE = path.resolve(__dirname, '../../../src/publications/sample-publications.bib');
const SAMPLE_MARKER = '[Sample] ';

/** The sample list as the page shows it, by the topic rules alone (the surgeon's overrides are for real works). */
async function sampleEntries() {
  const { records } = await readBibliographyFile(SAMPLE_FILE);
  return resolvePublications(
    records.map(({ record }) => record),
    { rules: topicRules, overrides: [], surgeonName: practiceProfile.surgeonName },
  );
}

describe('the sample list', () => {
  it('in the data is sample-publications.bib as the importer reads it, or gone (--replace): no other path', async () => {
    const sample = await readBibliographyFile(SAMPLE_FILE);
    expect(sample.skipped).toEqual([]);
    const committed = (publicationsFile as PublicationsFile).publications.filter((work) =>
      work.title.startsWith(SAMPLE_MARKER),
    );
    const imported = sample.records.map(({ record }) => record);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    // Once the clinic imports its own list with --replace, no sample entry is left.
    const expected = committed.length === 0 ? [] : [...imported].sort(byId);
    expect([...committed].sort(byId)).toEqual(expected);
  });

  it('marks every one of its 30 entries as a sample, as the page shows them', async () => {
    const sample = await readBibliographyFile(SAMPLE_FILE);
    expect(sample.records).toHaveLength(30);
    for (const { record } of sample.records) expect(record.title.startsWith(SAMPLE_MARKER)).toBe(true);
  });

  it('uses every colour topic, plus exactly one uncoloured Case Reports entry', async () => {
    const entries = await sampleEntries();
    const used = new Set(entries.map((entry) => entry.topic));
    for (const topic of Object.keys(TOPIC_COLOURS)) expect(used.has(topic)).toBe(true);
    const uncoloured = entries.filter((entry) => TOPIC_COLOURS[entry.topic] === undefined);
    expect(uncoloured.map((entry) => entry.topic)).toEqual(['Case Reports']);
  });

  it('is clearly sample data and exercises every display rule', async () => {
    const entries = await sampleEntries();
    for (const entry of entries) {
      expect(entry.journal).toMatch(/Sample/);
      if (entry.doi !== '') expect(entry.doi.startsWith('10.5555/')).toBe(true);
      expect(entry.url === '#' || entry.url.startsWith('https://example.org/')).toBe(true);
      expect(entry.authors.filter((author) => author.isSurgeon)).toHaveLength(1);
    }
    expect(entries.some((entry) => entry.doi === '')).toBe(true);
    expect(entries.some((entry) => entry.url === '#')).toBe(true);
    expect(entries.some((entry) => entry.abstract === 'Not available')).toBe(true);
    expect(entries.some((entry) => entry.date === '')).toBe(true);
    expect(new Set(entries.map((entry) => entry.type))).toEqual(
      new Set(['article', 'review', 'chapter', 'conference']),
    );
  });
});

import { overrideMatches, type PublicationOverride } from '../resolve-publications';
import { publicationId } from '../publication-keys';
import { PUBLICATION_TYPES, type PublicationsFile } from '../publication-model';
import publicationsFile from '../publications.json';
import topicOverrides from '../topic-overrides.json';
import topicRules from '../topic-rules.json';

const { publications: records } = publicationsFile as PublicationsFile;

describe('the committed publications data', () => {
  it('has one record per work, each under its merge key, with a known type and a title', () => {
    for (const record of records) {
      expect(record.id).toBe(publicationId(record));
      expect(PUBLICATION_TYPES).toContain(record.type);
      expect(record.title.trim()).not.toBe('');
    }
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
  });

  it('is newest first, undated works last', () => {
    const years = records.map((record) => record.year ?? -Infinity);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('has topic rules with terms, and overrides that each name exactly one work and choose something', () => {
    for (const rule of topicRules.rules) expect(rule.terms.length).toBeGreaterThan(0);
    for (const override of topicOverrides.overrides as PublicationOverride[]) {
      expect(records.filter((record) => overrideMatches(override, record))).toHaveLength(1);
      expect(override.topic ?? override.type).toBeDefined();
    }
  });
});

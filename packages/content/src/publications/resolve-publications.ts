import { assignTopic, type TopicRules } from './assign-topic';
import { fullName, isSurgeonAuthor, vancouverName } from './author-names';
import { normaliseDoi, normaliseText } from './publication-keys';
import { PUBLICATION_TYPES, type Publication, type PublicationRecord, type PublicationType } from './publication-model';

/** One entry of topic-overrides.json: which work (by DOI, PMID, or title and year) and what the surgeon chose. */
export interface PublicationOverride {
  doi?: string;
  pmid?: string;
  title?: string;
  year?: number;
  topic?: string;
  type?: string;
}

export interface PublicationSettings {
  rules: TopicRules;
  overrides: readonly PublicationOverride[];
  /** The practice profile's surgeonName: that author is shown in bold. */
  surgeonName: string;
}

/** Whether an override names this work: by DOI, else PMID, else title (in any year unless it gives one). */
export function overrideMatches(override: PublicationOverride, record: PublicationRecord): boolean {
  if (override.doi) return record.doi !== undefined && normaliseDoi(override.doi) === normaliseDoi(record.doi);
  if (override.pmid) return record.pmid === override.pmid.trim();
  if (!override.title || normaliseText(override.title) !== normaliseText(record.title)) return false;
  return override.year === undefined || override.year === record.year;
}

function isPublicationType(value: string | undefined): value is PublicationType {
  return (PUBLICATION_TYPES as readonly string[]).includes(value ?? '');
}

/** The page's entries: each record with its topic (override, else rules), type and authors, in the file's order. */
export function resolvePublications(
  records: readonly PublicationRecord[],
  settings: PublicationSettings,
): Publication[] {
  return records.map((record) => {
    const override = settings.overrides.find((candidate) => overrideMatches(candidate, record));
    return {
      id: record.id,
      type: isPublicationType(override?.type) ? override.type : record.type,
      title: record.title,
      authors: record.authors.map((author) => ({
        name: vancouverName(author),
        fullName: fullName(author),
        isSurgeon: isSurgeonAuthor(author, settings.surgeonName),
      })),
      url: record.url ?? '',
      topic: override?.topic ?? assignTopic(record, settings.rules).topic,
      date: record.year === undefined ? '' : String(record.year),
      journal: record.container ?? '',
      volume: record.volume ?? '',
      issue: record.issue ?? '',
      pages: record.pages ?? '',
      doi: record.doi ?? '',
      pmid: record.pmid ?? '',
      abstract: record.abstract ?? '',
    };
  });
}

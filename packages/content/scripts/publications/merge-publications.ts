import type { PublicationRecord } from '../../src/publications/publication-model';
import { isSameWork, publicationId } from '../../src/publications/publication-keys';

type ListField = 'keywords' | 'mesh' | 'publicationTypes';
const LIST_FIELDS: readonly ListField[] = ['keywords', 'mesh', 'publicationTypes'];

function withId(record: PublicationRecord): PublicationRecord {
  return { ...record, id: publicationId(record) };
}

/**
 * Two records of one work from different files (a Scholar BibTeX and a PubMed .nbib, say): the first keeps its
 * values, the second fills what the first lacks; keyword lists are joined, the longer author list is kept (Scholar
 * cuts lists short), and a specific type (review, chapter …) beats 'article'.
 */
function combine(first: PublicationRecord, second: PublicationRecord): PublicationRecord {
  const combined: PublicationRecord = { ...second, ...stripEmpty(first) };
  combined.authors = second.authors.length > first.authors.length ? second.authors : first.authors;
  combined.type = first.type === 'article' ? second.type : first.type;
  for (const field of LIST_FIELDS) {
    const joined = [...new Set([...(first[field] ?? []), ...(second[field] ?? [])])];
    if (joined.length > 0) combined[field] = joined;
  }
  return withId(combined);
}

function stripEmpty(record: PublicationRecord): Partial<PublicationRecord> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}

/** The records read, one per work: merged by DOI, then PMID, then title and year (see isSameWork). */
export function mergeWorks(records: readonly PublicationRecord[]): { works: PublicationRecord[]; duplicates: number } {
  const works: PublicationRecord[] = [];
  let duplicates = 0;
  for (const record of records) {
    const index = works.findIndex((work) => isSameWork(work, record));
    if (index === -1) {
      works.push(record);
    } else {
      works[index] = combine(works[index]!, record);
      duplicates += 1;
    }
  }
  return { works, duplicates };
}

/**
 * A stored work after an import of it: what the files give replaces what was stored, field by field, and what they
 * lack is kept (so a Scholar export does not wipe the MeSH terms an earlier PubMed import brought). A stored
 * specific type is kept when the new source only says 'article'; topic-overrides.json can still change any type.
 */
function updateStored(stored: PublicationRecord, imported: PublicationRecord): PublicationRecord {
  const updated: PublicationRecord = { ...stored, ...stripEmpty(imported) };
  if (imported.authors.length === 0) updated.authors = stored.authors;
  if (imported.type === 'article') updated.type = stored.type;
  return withId(updated);
}

export interface PublicationChange {
  before: PublicationRecord;
  after: PublicationRecord;
  /** The fields whose values changed. */
  fields: string[];
}

export interface ImportPlan {
  /** The data file's new list, newest first. */
  publications: PublicationRecord[];
  added: PublicationRecord[];
  updated: PublicationChange[];
  unchanged: PublicationRecord[];
  /** With --replace: stored works that no file has any more. */
  removed: PublicationRecord[];
}

function changedFields(before: PublicationRecord, after: PublicationRecord): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof PublicationRecord>;
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Newest first; works without a year last; then by title. */
export function byYearThenTitle(a: PublicationRecord, b: PublicationRecord): number {
  return (b.year ?? -Infinity) - (a.year ?? -Infinity) || a.title.localeCompare(b.title, 'en-GB');
}

/**
 * What importing these works does to the stored list: each is added, or updates the stored record of the same work
 * (or leaves it as it was). With `replace`, the list becomes exactly the imported works and the rest are removed.
 */
export function planImport(
  stored: readonly PublicationRecord[],
  works: readonly PublicationRecord[],
  { replace }: { replace: boolean },
): ImportPlan {
  const plan: ImportPlan = { publications: [], added: [], updated: [], unchanged: [], removed: [] };
  const kept = new Set<PublicationRecord>();
  const results: PublicationRecord[] = [];
  for (const work of works) {
    const match = stored.find((candidate) => !kept.has(candidate) && isSameWork(candidate, work));
    if (!match) {
      plan.added.push(work);
      results.push(work);
      continue;
    }
    kept.add(match);
    const after = updateStored(match, work);
    const fields = changedFields(match, after);
    if (fields.length === 0) plan.unchanged.push(match);
    else plan.updated.push({ before: match, after, fields });
    results.push(after);
  }
  const untouched = stored.filter((record) => !kept.has(record));
  if (replace) plan.removed.push(...untouched);
  else results.push(...untouched);
  plan.publications = results.sort(byYearThenTitle);
  return plan;
}

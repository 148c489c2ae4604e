import type { Publication } from '@clinic/content';

const LOCALE = 'en-GB';

/**
 * What the publications search matches (see FILTERABLE_LIST in @clinic/ui/behaviours): the title and the topic.
 * A line break between them, which a search box cannot hold, keeps a query from matching across the two.
 */
export function publicationSearchText(publication: Publication): string {
  return `${publication.title}\n${publication.topic}`;
}

/** The distinct topics of the list, sorted alphabetically. */
export function topicOptions(list: readonly Publication[]): string[] {
  return [...new Set(list.map((publication) => publication.topic))].sort((a, b) => a.localeCompare(b, LOCALE));
}

/** The list is placeholder data when every title carries the '[Sample]' marker. */
export function isSampleList(list: readonly Publication[]): boolean {
  return list.length > 0 && list.every((publication) => publication.title.startsWith('[Sample]'));
}

export interface YearGroup {
  /** The year as text; '' for the entries without one. */
  year: string;
  publications: Publication[];
}

/** The list by year, newest first, undated entries last; each year keeps the list's own order. */
export function groupByYear(list: readonly Publication[]): YearGroup[] {
  const groups = new Map<string, Publication[]>();
  for (const publication of list) {
    const year = publication.date.trim();
    groups.set(year, [...(groups.get(year) ?? []), publication]);
  }
  return [...groups.entries()]
    .map(([year, publications]) => ({ year, publications }))
    .sort((a, b) => (b.year === '' ? -1 : a.year === '' ? 1 : Number(b.year) - Number(a.year)));
}

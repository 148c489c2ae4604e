import type { Publication } from '@clinic/content';

export interface PublicationFilters {
  /** Free text matched against title and topic. */
  search: string;
  /** An exact topic, or '' for all topics. */
  topic: string;
}

const LOCALE = 'en-GB';

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase(LOCALE);
}

/** True when either filter is set: the results line and Clear Filters show only then. */
export function hasActiveFilters({ search, topic }: PublicationFilters): boolean {
  return search.trim() !== '' || topic !== '';
}

/**
 * The publications that pass both filters: the search is case-insensitive and matches the title or the
 * topic; the topic must match exactly. An empty filter lets everything through.
 */
export function filterPublications(list: readonly Publication[], { search, topic }: PublicationFilters): Publication[] {
  const query = normalise(search);
  return list.filter((publication) => {
    const topicMatches = topic === '' || publication.topic === topic;
    const searchMatches =
      query === '' ||
      publication.title.toLocaleLowerCase(LOCALE).includes(query) ||
      publication.topic.toLocaleLowerCase(LOCALE).includes(query);
    return topicMatches && searchMatches;
  });
}

/** The distinct topics of the list, sorted alphabetically. */
export function topicOptions(list: readonly Publication[]): string[] {
  return [...new Set(list.map((publication) => publication.topic))].sort((a, b) => a.localeCompare(b, LOCALE));
}

/** The list is placeholder data when every title carries the '[Sample]' marker. */
export function isSampleList(list: readonly Publication[]): boolean {
  return list.length > 0 && list.every((publication) => publication.title.startsWith('[Sample]'));
}

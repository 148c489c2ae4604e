import { atom } from 'jotai';
import type { PublicationFilters } from '../lib/filter-publications';

export const publicationSearchAtom = atom('');

/** '' means all topics. */
export const publicationTopicAtom = atom('');

export const publicationFiltersAtom = atom<PublicationFilters>((get) => ({
  search: get(publicationSearchAtom),
  topic: get(publicationTopicAtom),
}));

/** Resets the search and the topic. */
export const clearPublicationFiltersAtom = atom(null, (_get, set) => {
  set(publicationSearchAtom, '');
  set(publicationTopicAtom, '');
});

import { ISLAND_ATTRIBUTE, islandModule, REMOTE_CONTAINERS, REMOTE_EXPOSES } from '@clinic/contracts';
import type { PublicationFilters } from './filter-publications';

export const PUBLICATION_FINDER_ISLAND = islandModule(REMOTE_CONTAINERS.content, REMOTE_EXPOSES.publicationFinder);

export interface PrerenderedFinder {
  filters: PublicationFilters;
  /** The filter the visitor is in, if any. */
  focused?: keyof PublicationFilters;
}

/**
 * What the visitor set in the prerendered finder before its island booted, and the filter they are in. Read while the
 * island first renders: the prerendered controls are then still in the page. Undefined when the page has none.
 */
export function readPrerenderedFinder(): PrerenderedFinder | undefined {
  const region = document.querySelector(`[${ISLAND_ATTRIBUTE}="${PUBLICATION_FINDER_ISLAND}"]`);
  const search = region?.querySelector<HTMLInputElement>('input[type="search"]');
  const topic = region?.querySelector<HTMLSelectElement>('select');
  if (!search || !topic) return undefined;
  const active = document.activeElement;
  const focused = active === search ? 'search' : active === topic ? 'topic' : undefined;
  return { filters: { search: search.value, topic: topic.value }, ...(focused ? { focused } : {}) };
}

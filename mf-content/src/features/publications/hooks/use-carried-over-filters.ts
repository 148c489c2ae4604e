import { useStore } from 'jotai';
import { useEffect, useState, type RefObject } from 'react';
import type { PrerenderedFinder } from '../lib/prerendered-finder';
import { publicationSearchAtom, publicationTopicAtom } from '../stores/publication-filters-atoms';

/** Starts the finder where the visitor left the prerendered one: the same search and topic, focus in the same filter. */
export function useCarriedOverFilters(
  carried: PrerenderedFinder | undefined,
  searchInputRef: RefObject<HTMLInputElement | null>,
  topicSelectRef: RefObject<HTMLSelectElement | null>,
) {
  const store = useStore();
  // Set once, before the filters first read the atoms (as jotai's useHydrateAtoms does), so nothing renders unfiltered.
  useState(() => {
    if (!carried) return;
    store.set(publicationSearchAtom, carried.filters.search);
    store.set(publicationTopicAtom, carried.filters.topic);
  });
  useEffect(() => {
    if (carried?.focused === 'topic') topicSelectRef.current?.focus();
    if (carried?.focused !== 'search') return;
    const input = searchInputRef.current;
    input?.focus();
    // Typing goes on at the end of what was carried over, not before it.
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [carried, searchInputRef, topicSelectRef]);
}

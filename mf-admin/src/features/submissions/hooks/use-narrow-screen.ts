import { useSyncExternalStore } from 'react';

/** Below 40em the lists become cards. */
export const NARROW_SCREEN_QUERY = '(max-width: 39.99em)';

const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null);

const subscribe = (listener: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};

export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );

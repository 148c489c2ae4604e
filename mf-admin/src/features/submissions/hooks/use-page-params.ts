import { useCallback, useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

const currentSearch = () => window.location.search;

/**
 * The page address's query parameters, and a way to change them in place (history.replaceState: the back button
 * leaves the page rather than undoing a filter). The router's own history state is kept as it is.
 */
export function usePageParams() {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback((changes: Record<string, string | null>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    for (const listener of listeners) listener();
  }, []);
  return [params, update] as const;
}

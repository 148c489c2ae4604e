import { useCallback, useState, type KeyboardEvent } from 'react';

/** Marks the element that opens a row's dialog: the arrow keys move between these. */
export const ROW_OPENER_ATTRIBUTE = 'data-row-opener';

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * One tab stop per list (a roving tabindex): Tab enters the list at the row last used, the arrow keys (and Home,
 * End) move from row to row, Enter opens it (the opener is a button).
 */
export function useRowNavigation(rowIds: readonly string[]) {
  const [chosen, setChosen] = useState<string | null>(null);
  const activeId = chosen !== null && rowIds.includes(chosen) ? chosen : (rowIds[0] ?? null);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const step = STEP[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>(`[${ROW_OPENER_ATTRIBUTE}]`);
    if (!step || !current) return;
    const openers = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ROW_OPENER_ATTRIBUTE}]`)];
    const next = openers[step(openers.indexOf(current), openers.length - 1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    setChosen(next.getAttribute(ROW_OPENER_ATTRIBUTE));
  }, []);

  return { activeId, setActiveId: setChosen, onKeyDown };
}

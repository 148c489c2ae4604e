import { useCallback, useEffect, useState, useRef, type KeyboardEvent, type RefObject } from 'react';

/** Marks the element that opens a row's dialog: the arrow keys move between these. */
export const ROW_OPENER_ATTRIBUTE = 'data-row-opener';

const STEP: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

const openerIn = (list: HTMLElement | null, id: string) =>
  [...(list?.querySelectorAll<HTMLElement>(`[${ROW_OPENER_ATTRIBUTE}]`) ?? [])].find(
    (opener) => opener.getAttribute(ROW_OPENER_ATTRIBUTE) === id,
  );

export interface RowNavigationTarget {
  /** The list element: its rendered openers are searched for the next row. */
  listRef: RefObject<HTMLElement | null>;
  /** Brings a row that is not rendered yet into view (a virtual list renders it then). */
  reveal: (index: number) => void;
  /** The indexes of the rows in the document. */
  rendered: readonly number[];
}

/**
 * One tab stop per list (a roving tabindex): Tab enters the list at the row last used (or, once that has scrolled
 * out of the document, the first row rendered), the arrow keys (and Home, End) move from row to row, Enter opens it
 * (the opener is a button). Rows are counted in `rows`, not in the document, so a key reaches a row that is not
 * rendered yet: it is scrolled to, and focused once it is there.
 */
export function useRowNavigation(rows: readonly { id: string }[], { listRef, reveal, rendered }: RowNavigationTarget) {
  const [chosen, setChosen] = useState<string | null>(null);
  const awaitingFocus = useRef<string | null>(null);
  // The row last used while it is rendered; scrolled away (or filtered out), the first row in the document.
  const chosenIndex = chosen === null ? -1 : rows.findIndex((row) => row.id === chosen);
  const activeId = rendered.includes(chosenIndex) ? chosen : (rows[rendered[0] ?? 0]?.id ?? null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const step = STEP[event.key];
      const current = (event.target as HTMLElement).closest<HTMLElement>(`[${ROW_OPENER_ATTRIBUTE}]`);
      if (!step || !current) return;
      const index = rows.findIndex((row) => row.id === current.getAttribute(ROW_OPENER_ATTRIBUTE));
      if (index < 0) return;
      const nextIndex = step(index, rows.length - 1);
      const next = rows[nextIndex];
      if (!next) return;
      event.preventDefault();
      setChosen(next.id);
      const opener = openerIn(listRef.current, next.id);
      if (opener) {
        opener.focus();
        return;
      }
      awaitingFocus.current = next.id;
      reveal(nextIndex);
    },
    [rows, listRef, reveal],
  );

  // After each render: the row a key asked for may be rendered now.
  useEffect(() => {
    const id = awaitingFocus.current;
    if (id === null) return;
    const opener = openerIn(listRef.current, id);
    if (!opener) return;
    awaitingFocus.current = null;
    opener.focus();
  });

  return { activeId, onKeyDown };
}

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRowNavigation } from './use-row-navigation';

/** Rows drawn beyond the window on each side, so a short scroll or an arrow key rarely meets an unrendered row. */
const OVERSCAN = 8;

export interface VirtualRowsOptions {
  /** A row's height before it is measured, in px. */
  estimate: number;
  /** The space between two rows, in px (a grid's row gap), or 0. */
  gap?: number;
}

/**
 * A long list in the page's own scroll: only the rows in and near the window are in the document (a thousand
 * table rows take seconds to lay out, and every keystroke in the search would add or remove hundreds). The
 * space of the rows above and below is kept as `before` and `after` (px), so the page scrolls as if all were
 * there. Each rendered row takes `data-index` and `ref={measure}` (heights vary with wrapped text). The keys of
 * useRowNavigation come with it: `activeId` is the row with the tab stop, `onKeyDown` goes on the list.
 */
export function useVirtualRows<Row extends { id: string }, List extends HTMLElement>(
  rows: readonly Row[],
  options: VirtualRowsOptions,
) {
  const listRef = useRef<List>(null);
  // Where the list starts in the page: what is above it (the filters, 'Needs attention', the window's width) moves
  // it, so it is read after every render, before paint; a new value renders once more, then it is the same.
  const [scrollMargin, setScrollMargin] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => options.estimate,
    gap: options.gap ?? 0,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
    // React 19 warns of flushSync inside a render; a scroll frame later is soon enough.
    useFlushSync: false,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? Math.max(virtualizer.getTotalSize() - (last.end - scrollMargin), 0) : 0;
  const reveal = useCallback((index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }), [virtualizer]);
  const visible = useMemo(
    () => items.flatMap(({ index }) => (rows[index] ? [{ row: rows[index], index }] : [])),
    [items, rows],
  );
  const rendered = useMemo(() => visible.map(({ index }) => index), [visible]);
  const { activeId, onKeyDown } = useRowNavigation(rows, { listRef, reveal, rendered });

  return { listRef, visible, before, after, measure: virtualizer.measureElement, activeId, onKeyDown };
}

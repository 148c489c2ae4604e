import type { Page } from '@playwright/test';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One entry of Chromium's Layout Instability API, with what moved (each source's node and its two boxes). */
export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node: string; previousRect: Rect; currentRect: Rect }[];
}

/**
 * The page's layout shifts so far. Each moved node is named by a short selector and the start of its HTML, so a
 * failing assertion says what moved, from where to where.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => ({ x, y, width, height });
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node ? `${node.nodeName} "${node.textContent?.slice(0, 60)}"` : 'gone';
          const id = node.id ? `#${node.id}` : '';
          const classes = [...node.classList].map((name) => `.${name}`).join('');
          return `${node.tagName.toLowerCase()}${id}${classes} ${node.outerHTML.slice(0, 160)}`;
        };
        type Entry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Entry[]).map(({ value, hadRecentInput, startTime, sources }) => ({
              value,
              hadRecentInput,
              startTime,
              sources: sources.map(({ node, previousRect, currentRect }) => ({
                node: describe(node),
                previousRect: rect(previousRect),
                currentRect: rect(currentRect),
              })),
            })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all means no shift: the observer is not called then.
        setTimeout(() => resolve([]), 500);
      }),
  );

/** The shifts' total, as the Cumulative Layout Shift adds them up within one page load. */
export const totalShift = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, { value }) => sum + value, 0);

/** A failure message that lists every shift and what moved. */
export const describeShifts = (shifts: readonly LayoutShift[]) => `layout shifts: ${JSON.stringify(shifts, null, 2)}`;

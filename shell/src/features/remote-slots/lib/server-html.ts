/**
 * The prerendered page's regions, kept after the app replaces the snapshot (features/islands/lib/page-handover.ts): when a
 * region's remote fails, the region shows what the server sent instead of a bare notice.
 */
export const REMOTE_REGION_ATTRIBUTE = 'data-remote-region';

let serverPage: { path: string; snapshot: Element } | undefined;

/** Called at start-up, before the app takes the snapshot's place: remembers the snapshot of the page first loaded. */
export function keepServerHtml(root: HTMLElement, path: string = window.location.pathname) {
  if (root.dataset.prerendered === 'true') serverPage = { path, snapshot: root };
}

/** A region's HTML inside a prerendered snapshot, or undefined where the snapshot has none. */
export function regionHtmlIn(snapshot: ParentNode, remoteId: string): string | undefined {
  const region = snapshot.querySelector(`[${REMOTE_REGION_ATTRIBUTE}="${remoteId}"]`);
  return region?.innerHTML.trim() || undefined;
}

/** The snapshot in this document, if `path` is the page first loaded and it was prerendered. */
export function firstPageSnapshot(path: string): Element | undefined {
  return serverPage?.path === path ? serverPage.snapshot : undefined;
}

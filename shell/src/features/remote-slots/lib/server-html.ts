/**
 * The prerendered page's regions, kept after the app replaces the snapshot (src/lib/prerender-handoff.ts): when a
 * region's remote fails, the region shows what the server sent instead of a bare notice.
 */
export const REMOTE_REGION_ATTRIBUTE = 'data-remote-region';

let serverPage: { path: string; snapshot: Element } | undefined;

/** Called at start-up, before the app takes the snapshot's place: remembers the snapshot of the page first loaded. */
export function keepServerHtml(root: HTMLElement, path: string = window.location.pathname) {
  if (root.dataset.prerendered === 'true') serverPage = { path, snapshot: root };
}

/** The server's HTML for a region of the page at `path`, if the page first loaded was that page and had it. */
export function serverHtmlFor(remoteId: string, path: string): string | undefined {
  if (serverPage?.path !== path) return undefined;
  const region = serverPage.snapshot.querySelector(`[${REMOTE_REGION_ATTRIBUTE}="${remoteId}"]`);
  return region?.innerHTML.trim() || undefined;
}

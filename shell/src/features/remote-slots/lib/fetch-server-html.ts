import { findSiteRoute } from '@clinic/content';
import { regionHtmlIn } from './server-html';

/** By route path: each page's HTML is fetched once (a failed fetch counts as no copy). */
const snapshots = new Map<string, Promise<Element | undefined>>();

async function fetchSnapshot(path: string): Promise<Element | undefined> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) return undefined;
  // DOMParser runs no scripts and loads nothing: the text is only read.
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector('#root[data-prerendered="true"]') ?? undefined;
}

/**
 * The server's HTML for a region of a page other than the one first loaded: every route is prerendered, so after a
 * client-side navigation the region can keep what the server would have sent, fetched from the same origin. Only
 * the site's own route paths are fetched.
 */
export async function fetchServerHtml(remoteId: string, pathname: string): Promise<string | undefined> {
  const route = findSiteRoute(pathname);
  if (!route) return undefined;
  let snapshot = snapshots.get(route.path);
  if (!snapshot) {
    snapshot = fetchSnapshot(route.path).catch(() => undefined);
    snapshots.set(route.path, snapshot);
  }
  const element = await snapshot;
  return element && regionHtmlIn(element, remoteId);
}

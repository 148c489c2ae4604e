import { findSiteRoute } from '@clinic/content';
import { regionHtmlIn } from './server-html';

/** By route path: each page's HTML is fetched once (a failed fetch counts as no copy). */
const snapshots = new Map<string, Promise<Element | undefined>>();

const BUCKET_ATTRIBUTES = ['data-make-styles-bucket', 'data-priority', 'data-container', 'media'];

/** This document's style element for the same Griffel bucket, made (with the page's CSP nonce) if it has none. */
function bucketLike(source: Element): CSSStyleSheet | null {
  const attributes = BUCKET_ATTRIBUTES.filter((name) => source.hasAttribute(name));
  const selector = attributes.map((name) => `[${name}="${CSS.escape(source.getAttribute(name) ?? '')}"]`).join('');
  let target = document.head.querySelector<HTMLStyleElement>(`style${selector}`);
  if (!target) {
    target = document.createElement('style');
    target.nonce = document.head.querySelector<HTMLStyleElement>('style[nonce]')?.nonce ?? '';
    for (const name of attributes) target.setAttribute(name, source.getAttribute(name) ?? '');
    document.head.append(target);
  }
  return target.sheet;
}

/**
 * The kept copy's class names are Griffel's atomic classes as the server drew the page; the remote that would have
 * inserted their rules never loaded. Adds the fetched page's rules this document lacks, each to its own bucket.
 * Best effort: without them the text is still there, only plainer.
 */
function adoptStyles(page: Document) {
  try {
    for (const source of page.querySelectorAll('style[data-make-styles-bucket]')) {
      const target = bucketLike(source);
      if (!target) continue;
      const present = new Set(Array.from(target.cssRules, (rule) => rule.cssText));
      const parsed = new CSSStyleSheet();
      parsed.replaceSync(source.textContent ?? '');
      for (const { cssText } of parsed.cssRules) {
        if (!present.has(cssText)) target.insertRule(cssText, target.cssRules.length);
      }
    }
  } catch {
    /* an older browser without constructable style sheets: the copy stays unstyled */
  }
}

async function fetchSnapshot(path: string): Promise<Element | undefined> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) return undefined;
  // DOMParser runs no scripts and loads nothing: the text is only read.
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const snapshot = page.querySelector('#root[data-prerendered="true"]') ?? undefined;
  if (snapshot) adoptStyles(page);
  return snapshot;
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

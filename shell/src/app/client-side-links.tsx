import { findSiteRoute, permanentRedirectFor } from '@clinic/content';
import { FULL_PAGE_LINK_ATTRIBUTE } from '@clinic/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The in-site path a click should navigate to without a page load, or undefined when the browser should handle it:
 * modified or non-primary clicks, handled clicks (router links), new tabs, downloads, other origins, paths that
 * are not a page of the site (files, the API) and links to a place on the same page.
 */
export function clientSideTarget(event: MouseEvent, current: Pick<Location, 'origin' | 'pathname' | 'search'>) {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  if (anchor.hasAttribute(FULL_PAGE_LINK_ATTRIBUTE)) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== current.origin) return undefined;
  // Only the site's own pages (and paths that moved to one): files, the API and unknown paths are the server's.
  if (!findSiteRoute(url.pathname) && !permanentRedirectFor(url.pathname)) return undefined;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Lets the remotes' plain links navigate inside the single-page site (see FULL_PAGE_LINK_ATTRIBUTE). */
export function ClientSideLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const followInSite = (event: MouseEvent) => {
      const target = clientSideTarget(event, window.location);
      if (target === undefined) return;
      event.preventDefault();
      void navigate(target);
    };
    document.addEventListener('click', followInSite);
    return () => document.removeEventListener('click', followInSite);
  }, [navigate]);
  return null;
}

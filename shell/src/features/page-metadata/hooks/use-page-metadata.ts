import { buildPageMetadata, findSiteRoute, NOT_FOUND_ROUTE } from '@clinic/content';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMetadata } from '../lib/apply-page-metadata';

/** Keeps title, description, canonical, social tags and JSON-LD in step with the current route. */
export function usePageMetadata() {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = findSiteRoute(pathname) ?? NOT_FOUND_ROUTE;
    applyPageMetadata(document, buildPageMetadata(route, route === NOT_FOUND_ROUTE ? pathname : route.path));
  }, [pathname]);
}

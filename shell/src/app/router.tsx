import { PERMANENT_REDIRECTS, siteRoutes } from '@clinic/content';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ClientSideLinks } from './client-side-links';
import { NotFound } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';
import { SiteLayout } from './routes/site-layout';
import { SitePage } from './routes/site-page';

/** The route table; a failure while rendering any route shows 'Unexpected Application Error!' until the next page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route element={<SiteLayout />}>
          {siteRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<SitePage route={route} />} />
          ))}
          {/* The server answers these with a 301; in the app (a breadcrumb link, say) they are replaced the same way. */}
          {Object.entries(PERMANENT_REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ClientSideLinks />
      <AppRoutes />
    </BrowserRouter>
  );
}

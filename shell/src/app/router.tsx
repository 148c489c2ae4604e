import { siteRoutes } from '@clinic/content';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { NotFound } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { SiteLayout } from './routes/site-layout';
import { SitePage } from './routes/site-page';

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      ...siteRoutes.map((route) => ({ path: route.path, element: <SitePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

const router = createBrowserRouter(appRoutes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

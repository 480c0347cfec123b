import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireToken, RootRedirect } from './guards';
import { dashboardRoutes } from './dashboard-routes';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { BASE_PATH } from '../config/base-path';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { element: <PublicLayout animated />, children: publicRoutes(true) },
  { element: <PublicLayout animated={false} />, children: publicRoutes(false) },
  {
    path: 'dashboard',
    element: (
      <RequireToken>
        <DashboardLayout />
      </RequireToken>
    ),
    errorElement: <RouteError />,
    children: dashboardRoutes,
  },
];

// Server BASE_PATH: every route and link lives under it.
export const router = createBrowserRouter(routes, { basename: BASE_PATH || '/' });

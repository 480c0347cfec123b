import { createBrowserRouter } from 'react-router';
import { RequireToken, RootRedirect } from './guards';
import { dashboardRoutes } from './dashboard-routes';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { publicRoutes } from './public-routes';
import { RouteError } from './route-error';

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
export const router = createBrowserRouter([
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
]);

import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from '../lib/router';
import { PageLoader } from '../components/page-loader';
import { RequireToken, RootRedirect } from './guards';
import { dashboardRoutes } from './dashboard-routes';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { BASE_PATH } from '../config/base-path';
import { loadShellNamespaces } from '../i18n/i18n';
import { publicRoutes } from './public-routes';
import { NavigationBridge } from './navigation';
import { RouteErrorBoundary } from './route-error-boundary';

/** The dashboard shell (menu, drawer, top bar) and its namespaces load when first opened: the public pages never fetch them (issue 14). */
const DashboardLayout = lazyPage<object>(() =>
  Promise.all([import('./layouts/dashboard/dashboard-layout'), loadShellNamespaces()]).then(
    ([{ DashboardLayout }]) => ({ default: DashboardLayout }),
  ),
);

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { element: <PublicLayout animated />, children: publicRoutes(true) },
  { element: <PublicLayout animated={false} />, children: publicRoutes(false) },
  {
    path: 'dashboard',
    element: (
      <RouteErrorBoundary>
        <RequireToken>
          <Suspense fallback={<PageLoader />}>
            <DashboardLayout />
          </Suspense>
        </RequireToken>
      </RouteErrorBoundary>
    ),
    children: dashboardRoutes,
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The pages, under the server's BASE_PATH. The declarative router: the data router's loaders and
 * actions are not used here, and leaving them out takes some 14 KB off every first load (issue 14).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={BASE_PATH || '/'}>
      <NavigationBridge />
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}

import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from '../lib/router';
import { PageLoader } from '../components/page-loader';
import { RequireToken, RootRedirect } from './guards';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { BASE_PATH } from '../config/base-path';
import { loadShellNamespaces } from '../i18n/i18n';
import { publicRoutes } from './public-routes';
import { NavigationBridge } from './navigation';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The dashboard (its shell, menu, top bar, route tables) and its namespaces load when a dashboard
 * path is first entered: the public pages never fetch them (issue 14).
 */
const loadDashboardApp = () => import('./layouts/dashboard/dashboard-app');
const DashboardApp = lazyPage<object>(() =>
  Promise.all([loadDashboardApp(), loadShellNamespaces()]).then(([{ DashboardApp }]) => ({ default: DashboardApp })),
);

/** The dashboard's shell, its words and the page a plain dashboard path opens, fetched ahead (first-view.ts). */
export function preloadDashboard(pathname: string): Promise<unknown> {
  return Promise.all([
    DashboardApp.preload(),
    loadDashboardApp().then(({ preloadDashboardPage }) => preloadDashboardPage(pathname)),
  ]);
}

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { element: <PublicLayout animated />, children: publicRoutes(true) },
  { element: <PublicLayout animated={false} />, children: publicRoutes(false) },
  {
    // Its pages are the dashboard script's own routes (layouts/dashboard/dashboard-app.tsx).
    path: 'dashboard/*',
    element: (
      <RouteErrorBoundary>
        <RequireToken>
          <Suspense fallback={<PageLoader />}>
            <DashboardApp />
          </Suspense>
        </RequireToken>
      </RouteErrorBoundary>
    ),
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

import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RequireToken } from './guards';
import { lazyPage } from '../lib/feature/lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { BASE_PATH } from '../config/base-path';
import { loadShellNamespaces } from './resources';
import { publicRoutes, rootRoute } from './public-routes';
import { NavigationBridge } from '../lib/navigation';
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

function Root() {
  return (
    <>
      <NavigationBridge />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/** Spec §2: two public groups (with and without the page transition) and the guarded dashboard shell. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout animated />, children: [rootRoute(), ...publicRoutes(true)] },
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
    ],
  },
];

/**
 * Loads the lazy routes `pathname` enters before the router starts, as react-router asks of a
 * page it hydrates: the router's first render is then the page itself, as the server drew it.
 */
export async function loadFirstRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, BASE_PATH || '/') ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // A script that fails here is left to the router, which tries again and shows the route's error.
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The pages, under the server's BASE_PATH (react-router's data router; the dashboard's own table is a descendant one). */
export const createAppRouter = () => createBrowserRouter(routes, { basename: BASE_PATH || '/' });

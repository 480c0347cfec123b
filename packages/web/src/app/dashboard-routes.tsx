import type { RouteObject } from 'react-router';
import { ACTIVE_FEATURES } from './active-features';
import type { DashboardRoute } from '../lib/feature/feature';
import { dashboardsOf } from './feature-dashboards';
import { DashboardNotFound } from './layouts/dashboard/not-found';
import { RequireMenuAccess } from './layouts/dashboard/require-menu-access';
import { RouteErrorBoundary } from './route-error-boundary';

/** A page of the shell, open to the roles its menu entry shows to. */
function page({ path, entry, page: Page }: DashboardRoute): RouteObject {
  const element = (
    <RouteErrorBoundary>
      <RequireMenuAccess entry={entry}>
        <Page />
      </RequireMenuAccess>
    </RouteErrorBoundary>
  );
  return path === null ? { index: true, element } : { path, element };
}

const PAGES = dashboardsOf(ACTIVE_FEATURES).flatMap(({ dashboard }) => dashboard.routes ?? []);

/** The dashboard page a plain path opens (`/dashboard`, `/dashboard/users`), fetched ahead (first-view.ts). */
export function preloadDashboardPage(pathname: string): Promise<unknown> | undefined {
  const below = pathname.replace(/^\/dashboard\/?/, '');
  return PAGES.find(({ path }) => (path ?? '') === below)?.page.preload();
}

/**
 * Spec §2: the dashboard's children, from the active features' `dashboard.ts`; each page script
 * loads when first visited. Only the dashboard shell imports this module (issue 14).
 */
export const dashboardRoutes: RouteObject[] = [...PAGES.map(page), { path: '*', element: <DashboardNotFound /> }];

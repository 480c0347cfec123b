import type { ReactNode } from 'react';
import type { RouteObject } from '../lib/router';
import { ACTIVE_FEATURES } from './active-features';
import type { DashboardRoute } from './feature';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

// The shell's own parts load with it (router.tsx), not with the public pages (issue 14); the
// shell's Suspense covers them.
const RequireMenuAccess = lazyPage<{ entry: string; children: ReactNode }>(() =>
  import('./layouts/dashboard/require-menu-access').then(({ RequireMenuAccess }) => ({ default: RequireMenuAccess })),
);
const DashboardNotFound = lazyPage<object>(() =>
  import('./layouts/dashboard/not-found').then(({ DashboardNotFound }) => ({ default: DashboardNotFound })),
);

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

/** Spec §2: the dashboard's children, from the active features; each page script loads when first visited. */
export const dashboardRoutes: RouteObject[] = [
  ...ACTIVE_FEATURES.flatMap((feature) => feature.dashboardRoutes ?? []).map(page),
  { path: '*', element: <DashboardNotFound /> },
];

import type { RouteObject } from '../lib/router';
import { ACTIVE_FEATURES } from './active-features';
import type { Feature, PublicRoute } from './feature';
import { RouteErrorBoundary } from './route-error-boundary';

/** The features' public pages; a path two features claim goes to the one listed first. */
export function publicRoutesOf(features: readonly Feature[]): PublicRoute[] {
  const claimed = new Set<string>();
  const routes: PublicRoute[] = [];
  for (const route of features.flatMap((feature) => feature.publicRoutes ?? [])) {
    if (claimed.has(route.path)) continue;
    claimed.add(route.path);
    routes.push(route);
  }
  return routes;
}

const ROUTES = publicRoutesOf(ACTIVE_FEATURES);

/** Spec §2: the pages of one of the two public groups, with (`animated`) or without the page transition. */
export function publicRoutes(animated: boolean): RouteObject[] {
  return ROUTES.filter((route) => (route.animated ?? true) === animated).map(({ path, page: Page }) => ({
    path,
    element: (
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>
    ),
  }));
}

/** The public page a plain path opens (`/login`), fetched ahead (first-view.ts); undefined for any other path. */
export function preloadPublicPage(pathname: string): Promise<unknown> | undefined {
  return ROUTES.find((route) => `/${route.path}` === pathname)?.page.preload();
}

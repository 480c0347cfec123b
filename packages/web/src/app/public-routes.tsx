import type { ReactNode } from 'react';
import type { IndexRouteObject, RouteObject } from 'react-router';
import { RootRedirect } from './guards';
import { ACTIVE_FEATURES } from './active-features';
import type { Feature, PublicRoute } from './feature';
import type { PageHandle } from './page-handle';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorElement } from './route-error-element';

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

/**
 * Spec §2: the pages of one of the two public groups, with (`animated`) or without the page
 * transition. Each is a lazy route: its script (and words) load when the page is first entered,
 * and a script that fails to load shows the route's error in the page's place.
 */
export function publicRoutes(animated: boolean): RouteObject[] {
  return ROUTES.filter((route) => (route.animated ?? true) === animated).map(({ path, page }) => ({
    path,
    ...lazyRoute(page),
  }));
}

/** A page as a lazy route: its script and words when entered; `before` is drawn ahead of the page. */
function lazyRoute(Page: PublicRoute['page'], before?: ReactNode): RouteObject {
  return {
    errorElement: <RouteErrorElement />,
    lazy: async () => {
      const { handle } = (await Page.preload()) as { handle?: PageHandle };
      return {
        handle,
        element: (
          <RouteErrorBoundary>
            {before}
            <Page />
          </RouteErrorBoundary>
        ),
      };
    },
  };
}

/**
 * `/` (spec §2): the landing page as the server renders it (a visitor without JavaScript, a search
 * engine, a shared link read it there), which then moves the browser on to the dashboard with a
 * session and to /home without (RootRedirect).
 */
export function rootRoute(): RouteObject {
  const home = ROUTES.find((route) => route.path === 'home');
  if (!home) return { index: true, element: <RootRedirect /> };
  const { errorElement, lazy } = lazyRoute(home.page, <RootRedirect />);
  return { index: true, errorElement, lazy: lazy as IndexRouteObject['lazy'] };
}

import type { ReactNode } from 'react';
import type { IndexRouteObject, RouteObject } from 'react-router';
import { RootRedirect } from './guards';
import { ACTIVE_FEATURES } from './active-features';
import type { Feature, PublicRoute } from '../lib/feature/feature';
import type { PageHandle } from '../lib/feature/page-handle';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteErrorElement } from './route-error-element';
import { homeOf, SITE_HOMES } from './site-home';
import { publicSettingsQuery, usePublicSetting } from '../hooks/use-public-settings';

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

const HOME_PAGES = SITE_HOMES.flatMap((home) => {
  const route = ROUTES.find((candidate) => candidate.path === home.path);
  return route ? [{ ...home, page: route.page }] : [];
});

/** The home page the setting `site_home` chooses (the public settings are in the cache before any page renders). */
function SiteHome() {
  const module = usePublicSetting((settings) => homeOf(settings)?.module);
  const Page = (HOME_PAGES.find((home) => home.module === module) ?? HOME_PAGES[0])!.page;
  return <Page />;
}

/**
 * `/` (spec §2): the site's home (the names catalogue or the clinics, setting `site_home`) as the
 * server renders it (a visitor without JavaScript, a search engine, a shared link read it there),
 * which then moves the browser on to the dashboard with a session and to the home's own address
 * without (RootRedirect). Both candidates' scripts load with it, so neither suspends the render.
 */
export function rootRoute(): RouteObject {
  if (HOME_PAGES.length === 0) return { index: true, element: <RootRedirect /> };
  const lazy: IndexRouteObject['lazy'] = async () => {
    const modules = (await Promise.all(HOME_PAGES.map((home) => home.page.preload()))) as { handle?: PageHandle }[];
    const handle: PageHandle = {
      prefetch: async (client, at) => {
        const chosen = homeOf(await client.fetchQuery(publicSettingsQuery));
        const index = Math.max(
          0,
          HOME_PAGES.findIndex((home) => home.module === chosen?.module),
        );
        return modules[index]?.handle?.prefetch?.(client, at);
      },
    };
    return {
      handle,
      element: (
        <RouteErrorBoundary>
          <RootRedirect />
          <SiteHome />
        </RouteErrorBoundary>
      ),
    };
  };
  return { index: true, errorElement: <RouteErrorElement />, lazy };
}

import { useContext, useMemo, type ReactNode } from 'react';
import { RouteContext, useRouter } from './context';
import { joinPaths } from './path';
import { matchRoutes } from './match-routes';
import { rankRoutes } from './rank-routes';
import type { RouteMatch, RouteObject } from './route-object';

/** Each matched route's element, the next one down in its `<Outlet>`; a layout without an element renders its outlet. */
function renderMatches(matches: RouteMatch[], parents: RouteMatch[]): ReactNode {
  return matches.reduceRight<ReactNode>(
    (outlet, match, index) => (
      <RouteContext.Provider value={{ outlet, matches: parents.concat(matches.slice(0, index + 1)) }}>
        {match.route.element || outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/**
 * The element of the best route for the address (nothing when none matches). Under a route that
 * matched part of the address already (a `*` parent), the routes match the rest of it.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { location } = useRouter();
  const { matches: parents } = useContext(RouteContext);
  const branches = useMemo(() => rankRoutes(routes), [routes]);
  const parent = parents[parents.length - 1] as RouteMatch | undefined;
  const parentBase = parent?.pathnameBase ?? '/';
  let pathname = location.pathname;
  if (parentBase !== '/') {
    const skipped = parentBase.replace(/^\//, '').split('/').length;
    pathname = `/${pathname.replace(/^\//, '').split('/').slice(skipped).join('/')}`;
  }
  const matches = matchRoutes(branches, pathname);
  if (!matches) return null;
  const params = { ...parent?.params, ...matches[0]?.params };
  return renderMatches(
    matches.map((match) => ({
      params,
      route: match.route,
      pathname: joinPaths([parentBase, match.pathname]),
      pathnameBase: match.pathnameBase === '/' ? parentBase : joinPaths([parentBase, match.pathnameBase]),
    })),
    parents,
  );
}

/** Where a route's element shows its matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

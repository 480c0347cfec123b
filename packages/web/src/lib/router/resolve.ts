import { useContext } from 'react';
import { RouteContext } from './context';
import type { RouteMatch } from './route-object';

/**
 * The pathnames a relative `to` continues from (path.ts `resolveTo`): each route above the caller
 * that adds to the path, the deepest one's in full, outermost first.
 */
export function useRoutePathnames(): string[] {
  const { matches } = useContext(RouteContext);
  const contributing = matches.filter((match: RouteMatch, index) => index === 0 || !!match.route.path);
  return contributing.map((match, index) => (index === contributing.length - 1 ? match.pathname : match.pathnameBase));
}

import { joinPaths, normalizePathname } from './path';
import type { Branch } from './rank-routes';
import type { Params, RouteMatch } from './route-object';
import { decodePath, matchPattern } from './route-pattern';

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedPathname = '/';
  for (const step of branch.steps) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPattern(step.pattern, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: step.route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** The chain of routes the first (best ranked) branch matching `pathname` renders, or null. */
export function matchRoutes(branches: readonly Branch[], pathname: string): RouteMatch[] | null {
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

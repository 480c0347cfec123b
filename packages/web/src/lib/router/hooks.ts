import { useContext } from 'react';
import { RouteContext, useRouter, type Location } from './context';
import type { Params } from './route-object';

/** The page's address without the base path: pathname, search, hash, the navigation's state and key. */
export function useLocation(): Location {
  return useRouter().location;
}

/** The decoded `:name` values (and `*`) of the route rendering the caller, its parents' included. */
export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

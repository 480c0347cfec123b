import { createContext, useContext, type ReactNode } from 'react';
import type { History, HistoryLocation } from './history';
import type { RouteMatch } from './route-object';

/** The page's address without the base path, and what its navigation carried. */
export type Location = HistoryLocation;

export interface RouterValue {
  /** The base path, `/` at the root. */
  base: string;
  history: History;
  location: Location;
}

export const RouterContext = createContext<RouterValue | null>(null);

/** The router around the caller; its hooks and links need one. */
export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The router hooks and links need a <BrowserRouter> or <MemoryRouter> around them');
  return router;
}

export interface RouteValue {
  /** What the route's `<Outlet>` renders: its matched child, or nothing. */
  outlet: ReactNode;
  /** The matched routes down to the one rendering here, outermost first. */
  matches: RouteMatch[];
}

export const RouteContext = createContext<RouteValue>({ outlet: null, matches: [] });

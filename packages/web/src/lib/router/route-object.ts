import type { ReactNode } from 'react';

/**
 * A route: `path` relative to its parent's (`doctors/:pubkey`, `*`; a leading `/` only for a path
 * that repeats the parents'), or `index` for its parent's own address; a route without either is
 * a layout that only wraps its children. `element` renders the route, its children in `<Outlet>`.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

/** A URL's values for the `:name` segments (and `*` for what a splat matched), decoded. */
export type Params = Record<string, string | undefined>;

/** One route of the matched chain, outermost first. */
export interface RouteMatch {
  /** Every parameter of the whole chain (the parents see their children's too, as in react-router). */
  params: Params;
  /** The part of the pathname this route and its parents matched. */
  pathname: string;
  /** The same, a splat's part left out: where this route's children start. */
  pathnameBase: string;
  route: RouteObject;
}

import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a public page is: its route's parameters and the address's search. */
export interface PageAt {
  pathname: string;
  params: Params;
  search: URLSearchParams;
}

/**
 * A public page module's `handle` export, which its lazy route carries (public-routes.tsx). Only a
 * page that exports one is rendered by the server (issue 30): the others read the session the
 * browser's storage holds (phone verification, a booking), which the server cannot see. `prefetch`
 * fills the query cache before the render with the same query options the page reads, so the HTML
 * holds the data and hydration finds it in the dehydrated cache.
 */
export interface PageHandle {
  prefetch?: (client: QueryClient, at: PageAt) => Promise<unknown>;
}

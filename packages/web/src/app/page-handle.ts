import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a public page is: its route's parameters and the address's search. */
export interface PageAt {
  pathname: string;
  params: Params;
  search: URLSearchParams;
}

/**
 * A public page module's `handle` export, which its lazy route carries (public-routes.tsx): what the
 * server fetches into the query cache before it renders the page, with the same query options the
 * page reads, so the HTML holds the data and hydration finds it in the dehydrated cache.
 */
export interface PageHandle {
  prefetch?: (client: QueryClient, at: PageAt) => Promise<unknown>;
}

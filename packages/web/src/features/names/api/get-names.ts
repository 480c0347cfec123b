import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { NAMES_ROUTES, type Name, type Page } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export const NAMES_PAGE_SIZE = 24;

interface GetNamesParams {
  page: number;
  limit: number;
  q?: string;
}

/** Active names in their canonical order; the public site never lists inactive ones. */
export function getNames({ page, limit, q }: GetNamesParams, signal?: AbortSignal): Promise<Page<Name>> {
  return apiRequest<Page<Name>>(routePath(NAMES_ROUTES['names.list']), {
    query: { page, limit, q: q || undefined, sort: 'order', isActive: true },
    signal,
  });
}

/** The landing grid's query: server pages of 24 behind a "show more" button, one cache entry per search. */
export const namesGridQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['names', 'list', { q, limit: NAMES_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => getNames({ page: pageParam, limit: NAMES_PAGE_SIZE, q }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.data.length === NAMES_PAGE_SIZE && pages.length * NAMES_PAGE_SIZE < last.total
        ? last.currentPage + 1
        : undefined,
    // Keep the current cards on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

/** How many pages of the grid `/home?pages=` asks for: "show more" as a link works without JavaScript. */
export const PAGES_PARAM = 'pages';
const MOST_PAGES = 5;

/** The pages the address asks the server to render (1 to 5, the catalogue's 99 names). */
export function pagesAsked(search: URLSearchParams): number {
  const asked = Number.parseInt(search.get(PAGES_PARAM) ?? '', 10);
  return Number.isInteger(asked) ? Math.min(Math.max(asked, 1), MOST_PAGES) : 1;
}

/** The address of the grid with one page more: where "show more" leads when the page has no script. */
export function morePagesHref(search: URLSearchParams, loaded: number): string {
  const next = new URLSearchParams(search);
  next.set(PAGES_PARAM, String(loaded + 1));
  return `?${next.toString()}#${pageAnchor(loaded + 1)}`;
}

/** The first card of each page after the first: the link lands on it. */
export const pageAnchor = (page: number) => `names-page-${page}`;

/** The landing grid (its first page comes with the page from the server, the landing's `handle`). */
export function useInfiniteNames(q: string) {
  return useInfiniteQuery(namesGridQuery(q));
}

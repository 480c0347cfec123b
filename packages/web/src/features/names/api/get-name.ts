import { queryOptions, useQuery } from '@tanstack/react-query';
import { NAMES_ROUTES, type Name } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getName(id: number, signal?: AbortSignal): Promise<Name> {
  return apiRequest<Name>(routePath(NAMES_ROUTES['names.get'], { id }), { signal });
}

/** One name's query; `id` is null when the URL holds no valid id, and nothing is fetched. */
export const nameQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['names', 'detail', id],
    queryFn: ({ signal }) => getName(id ?? 0, signal),
    enabled: id !== null,
    // Missing stays missing: the "not found" the server rendered is hydrated, not fetched again.
    retryOnMount: false,
  });

/** One name (it comes with the page from the server: the name page's `handle`). */
export function useName(id: number | null) {
  return useQuery(nameQuery(id));
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRoute } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { fetchAllPages, fetchListPage } from '../../../../lib/list-page';

/** Ten rows a page, as every list of the dashboard (spec §9). */
export const DIRECTORY_PAGE_SIZE = 10;

type Query = Record<string, string | number | undefined>;

/** The search, sort and filters as the list and the export send them ('' means none). */
export const listQuery = (q: string, sort: string, filters: Record<string, string>): Query => ({
  q: q || undefined,
  sort,
  ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined])),
});

/** One page of a directory list (`{data,total,currentPage}`). */
export function useDirectoryList<T>(name: string, route: ApiRoute, page: number, query: Query) {
  return useQuery({
    queryKey: ['directory', name, 'list', page, query],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) => fetchListPage<T>(routePath(route), { page, limit: DIRECTORY_PAGE_SIZE, ...query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every row of a directory list, for a picker (the clinics of a room, a clinic's sections). */
export function useDirectoryOptions<T>(name: string, route: ApiRoute, query: Query = {}, enabled = true) {
  return useQuery({
    queryKey: ['directory', name, 'all', query],
    queryFn: ({ signal }) => fetchAllPages<T>(routePath(route), { limit: 100, ...query }, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Adds a row (no pubkey) or changes one; the lists and pickers of the directory are read again. */
export function useDirectorySave(routes: { create: ApiRoute; update: ApiRoute }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, body }: { pubkey?: string; body: Record<string, unknown> }) =>
      pubkey === undefined
        ? apiRequest(routePath(routes.create), { method: 'POST', body })
        : apiRequest(routePath(routes.update, { pubkey }), { method: 'PATCH', body }),
    // The dialog shows a refusal that is not a field's in its own alert.
    meta: { successMessage: 'feedback.done.saved', errorShown: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['directory'] }),
  });
}

/** Deletes a row; the server refuses (409 …_IN_USE) one that others still refer to. */
export function useDirectoryDelete(route: ApiRoute) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pubkey: string) => apiRequest<void>(routePath(route, { pubkey }), { method: 'DELETE' }),
    // The dialog shows the refusal (…_IN_USE) itself.
    meta: { successMessage: 'feedback.done.deleted', errorShown: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['directory'] }),
  });
}

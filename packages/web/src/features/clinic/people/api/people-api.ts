import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRoute } from '@bayan/shared';
import { apiRequest, routePath } from '../../../../lib/api-client';
import { fetchListPage } from '../../../../lib/list-page';

/** Ten to a page, as every list of the dashboard (spec §9). */
export const PEOPLE_PAGE_SIZE = 10;

type Query = Record<string, string | undefined>;

/** One page of a clinic's people list, the previous one kept on screen while the next loads. */
export function usePeoplePage<T>(route: ApiRoute, key: readonly string[], page: number, query: Query) {
  return useQuery({
    queryKey: [...key, 'page', page, query],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) => fetchListPage<T>(routePath(route), { page, limit: PEOPLE_PAGE_SIZE, ...query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A new profile (`pubkey: null`, POST) or the changes to one (PATCH `:pubkey`); the lists refresh after. */
export type Save<C, U> = { pubkey: null; body: C } | { pubkey: string; body: U };

export function useSavePerson<T, C, U>(create: ApiRoute, update: ApiRoute, key: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubkey, body }: Save<C, U>) =>
      pubkey === null
        ? apiRequest<T>(routePath(create), { method: 'POST', body })
        : apiRequest<T>(routePath(update, { pubkey }), { method: 'PATCH', body }),
    meta: { successMessage: 'feedback.done.saved' },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

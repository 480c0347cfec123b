import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USERS_PAGE_SIZE, type User, USERS_ROUTES } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

export interface UsersParams {
  page: number;
  q: string;
  sort: string;
  role: string;
  status: string;
}

/** The search, sort and filters as the list and the export send them ('' means no filter). */
export const usersFilterQuery = ({ q, sort, role, status }: Omit<UsersParams, 'page'>) => ({
  q: q || undefined,
  sort,
  role: role || undefined,
  status: status || undefined,
});

/** Ten accounts a page (spec §9), read from `{data:{data,total,page}}` by the list adapter. */
export function useUsers(params: UsersParams) {
  return useQuery({
    queryKey: ['users', 'list', params],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<User>(
        routePath(USERS_ROUTES['users.list']),
        { page: params.page, limit: USERS_PAGE_SIZE, ...usersFilterQuery(params) },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

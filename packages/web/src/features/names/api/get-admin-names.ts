import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NAMES_ROUTES, type Name } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

export const ADMIN_NAMES_PAGE_SIZE = 10;

export interface AdminNamesParams {
  page: number;
  q: string;
  sort: string;
  /** '' for all, 'true' or 'false'. */
  isActive: string;
}

/** The search and filters as the list and the export send them. */
export const namesFilterQuery = ({ q, sort, isActive }: Omit<AdminNamesParams, 'page'>) => ({
  q: q || undefined,
  sort,
  isActive: isActive || undefined,
});

/** The dashboard's names: inactive ones too (the server shows them to admins), one page at a time. */
export function useAdminNames(params: AdminNamesParams) {
  return useQuery({
    queryKey: ['names', 'admin', params],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Name>(
        routePath(NAMES_ROUTES['names.list']),
        { page: params.page, limit: ADMIN_NAMES_PAGE_SIZE, ...namesFilterQuery(params) },
        signal,
      ),
    // The rows on screen stay while the next page, sort or search loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

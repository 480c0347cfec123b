import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Setting, SETTINGS_ROUTES } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

/** Every setting in one page (there are a handful); the screen groups them itself. */
export function useSettings() {
  return useQuery({
    queryKey: ['settings', 'list'],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Setting>(routePath(SETTINGS_ROUTES['settings.list']), { limit: MAX_PAGE_SIZE }, signal),
    staleTime: 0,
  });
}

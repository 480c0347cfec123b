import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EVENTS_ROUTES, type Event } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

/** Spec §9: ten events a page, newest first. */
export const EVENTS_PAGE_SIZE = 10;

export interface EventFilters {
  actor: string;
  action: string;
  entity: string;
  /** YYYY-MM-DD, a whole day in Riyadh. */
  from: string;
  to: string;
}

/** The filters as the list and the export send them ('' means no filter). */
export const eventsFilterQuery = (filters: EventFilters) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));

export function useEvents(page: number, filters: EventFilters) {
  return useQuery({
    queryKey: ['events', 'list', page, filters],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<Event>(
        routePath(EVENTS_ROUTES['events.list']),
        { page, limit: EVENTS_PAGE_SIZE, ...eventsFilterQuery(filters) },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

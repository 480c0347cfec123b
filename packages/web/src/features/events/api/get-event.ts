import { useQuery } from '@tanstack/react-query';
import { EVENTS_ROUTES, type Event } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';

export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return apiRequest<Event>(routePath(EVENTS_ROUTES['events.get'], { id }), { signal });
}

/** One event with its before/after; the row the list already holds is shown while it loads. */
export function useEvent(row: Event | null) {
  return useQuery({
    queryKey: ['events', 'detail', row?.id],
    queryFn: ({ signal }) => getEvent(row?.id ?? 0, signal),
    enabled: row !== null,
    placeholderData: row ?? undefined,
  });
}

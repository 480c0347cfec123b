import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OUTBOX_ROUTES, type OutboxMessage } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page';

export const OUTBOX_PAGE_SIZE = 10;

export interface OutboxQuery {
  page: number;
  channel: string;
  state: string;
}

/** GET /api/outbox (SUPERADMIN): what the product sent or would have sent, newest first. */
export function useOutbox({ page, channel, state }: OutboxQuery) {
  return useQuery({
    queryKey: ['outbox', page, channel, state],
    // A failed first load is shown in place of the list (TableError): no toast repeats it.
    meta: { errorShown: true },
    queryFn: ({ signal }) =>
      fetchListPage<OutboxMessage>(
        routePath(OUTBOX_ROUTES['outbox.list']),
        { page, limit: OUTBOX_PAGE_SIZE, channel: channel || undefined, state: state || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

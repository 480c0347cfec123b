import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_ROUTES, type Notification } from '@bayan/shared';
import { routePath } from '../../../lib/api-client';
import { fetchListPage, type ListPage } from '../../../lib/list-page';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** One page of the inbox, newest first; its total travels in the x-pagination-* headers (spec §3). */
export function getNotifications(page: number, signal?: AbortSignal): Promise<ListPage<Notification>> {
  return fetchListPage<Notification>(
    routePath(NOTIFICATIONS_ROUTES['notifications.list']),
    { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
  );
}

/** The inbox, a page at a time ("show more"); read only while the panel is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * NOTIFICATIONS_PAGE_SIZE < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

/** The pages as one list; a notification that arrived between two pages would appear in both. */
export function flattenPages(pages: readonly ListPage<Notification>[]): Notification[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.rows).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATIONS_ROUTES, type MarkSeen, type Notification } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { notificationKeys } from './keys';

export function markSeen(body: MarkSeen): Promise<{ updated: number }> {
  return apiRequest(routePath(NOTIFICATIONS_ROUTES['notifications.markSeen']), { method: 'PATCH', body });
}

type Inbox = InfiniteData<ListPage<Notification>, number>;

/** Marks some (`ids`) or all notifications seen; the chips change at once, the count is re-read. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSeen,
    // The chip turning to "Read" is the confirmation; a snackbar would only repeat it.
    meta: { silentSuccess: true },
    onSuccess: (_result, body) => {
      const isMarked = (item: Notification) => body.all === true || (body.ids ?? []).includes(item.id);
      queryClient.setQueryData<Inbox>(
        notificationKeys.list,
        (inbox) =>
          inbox && {
            ...inbox,
            pages: inbox.pages.map((page) => ({
              ...page,
              rows: page.rows.map((item) => (isMarked(item) ? { ...item, seen: true } : item)),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { NOTIFICATIONS_ROUTES, type unreadCountSchema } from '@bayan/shared';
import { apiRequest, routePath } from '../../../lib/api-client';
import { notificationKeys } from './keys';

type UnreadCount = z.infer<typeof unreadCountSchema>;

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>(routePath(NOTIFICATIONS_ROUTES['notifications.unreadCount']), { signal });
}

/** The exact number of unseen notifications: re-read whenever the live stream says something changed. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.unread,
  });
}

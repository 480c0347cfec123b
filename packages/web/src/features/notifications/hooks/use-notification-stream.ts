import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import i18n from '../../../i18n/i18n';
import { notificationKeys } from '../api/keys';
import { followNotifications } from '../api/notification-stream';

/**
 * PRODUCT §6: new notifications reach an open dashboard live. Each one bumps the count at once,
 * has the count and the list re-read, and is announced in the snackbar.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    void followNotifications(
      {
        onNotification: (notification) => {
          queryClient.setQueryData<{ unread: number }>(
            notificationKeys.unread,
            (count) => count && { unread: count.unread + 1 },
          );
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          showSnackbar(i18n.t('notifications:arrived', { title: notification.title }), 'info');
        },
        onOpened: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [queryClient]);
}

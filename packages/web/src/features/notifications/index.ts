import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The top bar's bell: unread count, the list, and the live stream that feeds them. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  shellNamespaces: () => import('./namespaces'),
  topBar: [
    lazyPage(() =>
      import('./components/notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })),
    ),
  ],
});

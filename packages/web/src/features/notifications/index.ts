import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';
import ar from '../../i18n/locales/ar/notifications.json';
import en from '../../i18n/locales/en/notifications.json';

/** The top bar's bell: unread count, the list, and the live stream that feeds them. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  namespaces: { notifications: { ar, en } },
  topBar: [
    lazyPage(() =>
      import('./components/notification-bell').then(({ NotificationBell }) => ({ default: NotificationBell })),
    ),
  ],
});

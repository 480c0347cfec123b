import { defineFeature } from '../../app/feature';

/** The top bar's bell (dashboard.ts): unread count, the list, and the live stream that feeds them. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  shellNamespaces: () => import('./namespaces'),
});

import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

/** The top bar's bell (dashboard.ts): unread count, the list, and the live stream that feeds them. */
export const notificationsFeature = defineFeature({
  name: 'notifications',
  shellNamespaces: catalogues(() => import('./namespaces'), 'notifications'),
});

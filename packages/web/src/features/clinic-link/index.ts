import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const pageNamespaces = () => import('./page-namespaces');

/**
 * The page a reminder's confirm or cancel link opens (issue 11): public, no login, its words in
 * their own namespace fetched with it, nothing added to the other pages' first load.
 */
export const clinicLinkFeature = defineFeature({
  name: 'clinic-link',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    {
      path: 'appointment-link',
      page: lazyPage(() => import('./routes/appointment-link-route'), pageNamespaces),
    },
  ],
});

import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

export const pageNamespaces = catalogues(() => import('./page-namespaces'), 'profileCompletion');

/** The signed-in account's own details, national address and password, and how complete the profile is (dashboard.ts). */
export const profileFeature = defineFeature({
  name: 'profile',
  shellNamespaces: catalogues(() => import('./namespaces'), 'profile'),
  pageNamespaces,
});

import { defineFeature } from '../../lib/feature/feature';
import { catalogues } from '../../i18n/add-catalogues';

export const pageNamespaces = catalogues(() => import('./page-namespaces'), 'usersIdNumber', 'usersTotp');

/** Users and their accounts (spec §6). */
export const usersFeature = defineFeature({
  name: 'users',
  shellNamespaces: catalogues(() => import('./namespaces'), 'users'),
  pageNamespaces,
});

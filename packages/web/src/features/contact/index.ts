import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** The contact page's words: fetched with the first of its pages, so no other page carries them (issue 14). */
const pageNamespaces = catalogues(() => import('./page-namespaces'), 'contact');

/** The public contact page, from the settings the administrators publish. */
export const contactFeature = defineFeature({
  name: 'contact',
  pageNamespaces,
  publicRoutes: [{ path: 'contact', page: lazyPage(() => import('./routes/contact'), pageNamespaces) }],
});

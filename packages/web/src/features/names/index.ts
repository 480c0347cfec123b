import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** The landing page's, a name's page's and the names administration's words: fetched with the first of its pages, so no other page carries them (issue 14). */
export const pageNamespaces = catalogues(() => import('./page-namespaces'), 'names');

/** The landing page, public at `/home` and shown in the dashboard too (dashboard.ts). */
export const landing = lazyPage(() => import('./routes/landing'), pageNamespaces);

/** The 99 names: the public landing (`/home`) and a name's page, and their administration (dashboard.ts). */
export const namesFeature = defineFeature({
  name: 'names',
  module: 'names',
  pageNamespaces,
  // The public home while the setting `site_home` keeps the names (app/site-home.ts).
  home: 'home',
  publicRoutes: [
    { path: 'home', page: landing },
    { path: 'name/:id', page: lazyPage(() => import('./routes/name-detail'), pageNamespaces) },
  ],
});

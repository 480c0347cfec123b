import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The landing page's, a name's page's and the names administration's words: fetched with the first of its pages, so no other page carries them (issue 14). */
const pageNamespaces = () => import('./page-namespaces');

/** The 99 names: the public landing (`/home`) and a name's page, and their administration. */
export const namesFeature = defineFeature({
  name: 'names',
  module: 'names',
  pageNamespaces,
  publicRoutes: [
    { path: 'home', page: lazyPage(() => import('./routes/landing'), pageNamespaces) },
    { path: 'name/:id', page: lazyPage(() => import('./routes/name-detail'), pageNamespaces) },
  ],
  dashboardRoutes: [
    { path: 'landing', entry: 'landing', page: lazyPage(() => import('./routes/landing'), pageNamespaces) },
    { path: 'names', entry: 'names', page: lazyPage(() => import('./routes/names-admin'), pageNamespaces) },
  ],
});

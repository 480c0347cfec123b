import { defineFeature } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { catalogues } from '../../i18n/add-catalogues';

/** The deeds' words: fetched with the first of its pages, never in a first load (issue 14). */
export const pageNamespaces = catalogues(
  () => import('./page-namespaces'),
  'endowments',
  'endowmentsSigning',
  'endowmentsHome',
);

/** The deed's page, the signers' screens, the signing page, the wallet and the verification page: one script (signing-pages.tsx). */
export const signingPages = lazyPage(() => import('./signing-pages'), pageNamespaces);

/**
 * Endowment deeds: my deeds, and the wizard that drafts one (autosaved on the server, checked by
 * the shared submit rules) behind the profile-completion gate (issue 12); the deed's page, the
 * supervisor's and witness's screens with the signing page, the wallet (dashboard.ts), and the
 * public verification page (issue 13).
 */
export const endowmentsFeature = defineFeature({
  name: 'endowments',
  module: 'endowments',
  pageNamespaces,
  // The public check of a deed is the waqf office's page: no clinic menu above it.
  plainHeader: true,
  publicRoutes: [
    { path: 'verify', page: signingPages },
    { path: 'verify/:code', page: signingPages },
  ],
});

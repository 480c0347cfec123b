import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The deeds' words: fetched with the first of its pages, never in a first load (issue 14). */
const pageNamespaces = () => import('./page-namespaces');

/**
 * Endowment deeds (issue 12, part 1): my deeds, and the wizard that drafts one (autosaved on the
 * server, checked by the shared submit rules) behind the profile-completion gate.
 */
export const endowmentsFeature = defineFeature({
  name: 'endowments',
  module: 'endowments',
  pageNamespaces,
  dashboardRoutes: [
    {
      path: 'endowments',
      entry: 'endowments',
      page: lazyPage(() => import('./list/endowments-route'), pageNamespaces),
    },
    {
      path: 'endowments/:pubkey/edit',
      entry: 'endowments',
      page: lazyPage(() => import('./wizard/wizard-route'), pageNamespaces),
    },
  ],
});

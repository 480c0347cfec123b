import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

/** The deeds' words: fetched with the first of its pages, never in a first load (issue 14). */
const pageNamespaces = () => import('./page-namespaces');

/**
 * Endowment deeds: my deeds, and the wizard that drafts one (autosaved on the server, checked by
 * the shared submit rules) behind the profile-completion gate (issue 12); the deed's page, the
 * supervisor's and witness's screens with the signing page, the wallet, and the public
 * verification page (issue 13).
 */
export const endowmentsFeature = defineFeature({
  name: 'endowments',
  module: 'endowments',
  pageNamespaces,
  publicRoutes: [
    {
      path: 'verify/:code',
      page: lazyPage(() => import('./verify/verify-route'), pageNamespaces),
    },
  ],
  dashboardRoutes: [
    {
      path: 'endowments',
      entry: 'endowments',
      page: lazyPage(() => import('./list/endowments-route'), pageNamespaces),
    },
    {
      path: 'endowments/supervising',
      entry: 'endowmentsSupervising',
      page: lazyPage(
        () => import('./signing/assigned-route').then((module) => ({ default: module.SupervisingRoute })),
        pageNamespaces,
      ),
    },
    {
      path: 'endowments/witnessing',
      entry: 'endowmentsWitnessing',
      page: lazyPage(
        () => import('./signing/assigned-route').then((module) => ({ default: module.WitnessingRoute })),
        pageNamespaces,
      ),
    },
    {
      path: 'endowments/wallet',
      entry: 'endowmentsWallet',
      page: lazyPage(() => import('./wallet/wallet-route'), pageNamespaces),
    },
    {
      path: 'endowments/invitations/:invitation',
      entry: 'endowmentsSupervising',
      page: lazyPage(() => import('./signing/sign-route'), pageNamespaces),
    },
    {
      path: 'endowments/:pubkey',
      entry: 'endowments',
      page: lazyPage(() => import('./deed/deed-route'), pageNamespaces),
    },
    {
      path: 'endowments/:pubkey/edit',
      entry: 'endowments',
      page: lazyPage(() => import('./wizard/wizard-route'), pageNamespaces),
    },
  ],
});

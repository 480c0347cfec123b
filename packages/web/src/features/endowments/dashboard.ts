import type { FeatureDashboard } from '../../lib/feature/feature';
import { lazyPage } from '../../lib/feature/lazy-page';
import { pageNamespaces, signingPages } from '.';
import { catalogues } from '../../i18n/add-catalogues';

/** The deeds' dashboard pages, loaded with the shell (app/feature-dashboards.ts). */
export const endowmentsDashboard: FeatureDashboard = {
  // Finding 8: a deed to sign or to finalise, on the home.
  home: [
    lazyPage(
      () => import('./home/deed-tasks'),
      catalogues(() => import('./home/page-namespaces'), 'endowmentsHome'),
    ),
  ],
  routes: [
    {
      path: 'endowments',
      entry: 'endowments',
      page: lazyPage(() => import('./list/endowments-route'), pageNamespaces),
    },
    { path: 'endowments/supervising', entry: 'endowmentsSupervising', page: signingPages },
    { path: 'endowments/witnessing', entry: 'endowmentsWitnessing', page: signingPages },
    { path: 'endowments/wallet', entry: 'endowmentsWallet', page: signingPages },
    { path: 'endowments/invitations/:invitation', entry: 'endowments', page: signingPages },
    { path: 'endowments/:pubkey', entry: 'endowments', page: signingPages },
    {
      path: 'endowments/:pubkey/edit',
      entry: 'endowments',
      page: lazyPage(() => import('./wizard/wizard-route'), pageNamespaces),
    },
  ],
};

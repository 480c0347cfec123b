import type { PublicRoute } from '../../../lib/feature/feature';
import { lazyPage } from '../../../lib/feature/lazy-page';
import { catalogues } from '../../../i18n/add-catalogues';

/** The public campaigns page, with its words (for the clinic site's feature index). */
export const campaignsRoutes: readonly PublicRoute[] = [
  {
    path: 'campaigns',
    page: lazyPage(
      () => import('./campaigns-page'),
      catalogues(() => import('./namespace'), 'siteCampaigns'),
    ),
  },
];

import type { PublicRoute } from '../../../lib/feature/feature';
import { lazyPage } from '../../../lib/feature/lazy-page';
import { catalogues } from '../../../i18n/add-catalogues';

/** The public promotions page, with its words (for the clinic site's feature index). */
export const promotionsRoutes: readonly PublicRoute[] = [
  {
    path: 'promotions',
    page: lazyPage(
      () => import('./promotions-page'),
      catalogues(() => import('./namespace'), 'sitePromotions'),
    ),
  },
];

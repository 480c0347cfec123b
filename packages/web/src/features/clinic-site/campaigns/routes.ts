import type { PublicRoute } from '../../../app/feature';
import { lazyPage } from '../../../app/lazy-page';

/** The public campaigns page, with its words (for the clinic site's feature index). */
export const campaignsRoutes: readonly PublicRoute[] = [
  {
    path: 'campaigns',
    page: lazyPage(
      () => import('./campaigns-page'),
      () => import('./namespace'),
    ),
  },
];

import { defineFeature } from '../../app/feature';
import { campaignsRoutes } from './campaigns/routes';
import { promotionsRoutes } from './promotions/routes';

/**
 * The public clinic site (issue 11). This index holds only the promotions and campaigns pages; the
 * lead merges it with the clinic-site feature's own index (about us, doctors, booking…).
 */
export const clinicSiteFeature = defineFeature({
  name: 'clinic-site',
  module: 'clinic',
  pageNamespaces: () => import('./page-namespaces'),
  publicRoutes: [...promotionsRoutes, ...campaignsRoutes],
});

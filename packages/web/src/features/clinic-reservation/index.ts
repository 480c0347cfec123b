import { defineFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const pageNamespaces = () => import('./page-namespaces');

/** A visitor's appointment request without an account (spec §7 appointment-reservation) and its confirmation screen. */
export const clinicReservationFeature = defineFeature({
  name: 'clinicReservation',
  module: 'clinic',
  pageNamespaces,
  publicRoutes: [
    { path: 'reservation', page: lazyPage(() => import('./routes/reservation-route'), pageNamespaces) },
    { path: 'reservation/:id', page: lazyPage(() => import('./routes/reservation-status-route'), pageNamespaces) },
  ],
});

import type { ApiRoute } from '../permissions/route-definition.js';
import { CARE_TEAM } from './clinic-roles.js';

const BASE = '/api/appointment-series';

/** Recurring visits (issue 35): the care team books and cancels them; whoever sees the appointments sees the series. */
export const SERIES_ROUTES = {
  'clinic.previewSeries': { method: 'POST', path: `${BASE}/preview`, access: CARE_TEAM },
  'clinic.bookSeries': { method: 'POST', path: BASE, access: CARE_TEAM },
  'clinic.getSeries': {
    method: 'GET',
    path: `${BASE}/:id`,
    access: ['PATIENT', ...CARE_TEAM],
    loginError: 'CLINIC_LOGIN_TO_VIEW',
  },
  'clinic.cancelSeries': { method: 'POST', path: `${BASE}/:id/cancel`, access: CARE_TEAM },
} as const satisfies Record<string, ApiRoute>;

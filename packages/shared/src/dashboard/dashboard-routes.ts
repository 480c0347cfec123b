import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const DASHBOARD_ROUTES = {
  'dashboard.statistics': { method: 'GET', path: '/api/dashboard/statistics', access: ADMINS },
  'dashboard.mostProfitableProfessionals': {
    method: 'GET',
    path: '/api/dashboard/most-profitable-professionals',
    access: ADMINS,
  },
  'dashboard.yearlyRevenue': { method: 'GET', path: '/api/dashboard/yearly-revenue', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

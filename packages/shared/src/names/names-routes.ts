import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const NAMES_ROUTES = {
  'names.list': { method: 'GET', path: '/api/names', access: 'public' },
  'names.get': { method: 'GET', path: '/api/names/:id', access: 'public' },
  'names.create': { method: 'POST', path: '/api/names', access: ADMINS },
  'names.update': { method: 'PATCH', path: '/api/names/:id', access: ADMINS },
  'names.delete': { method: 'DELETE', path: '/api/names/:id', access: ADMINS },
  'names.export': { method: 'GET', path: '/api/names/export', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

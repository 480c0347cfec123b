import { ADMINS, SUPERADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const EVENTS_ROUTES = {
  'events.list': { method: 'GET', path: '/api/events', access: ADMINS },
  'events.export': { method: 'GET', path: '/api/events/export', access: ADMINS },
  'events.chain': { method: 'GET', path: '/api/events/chain', access: SUPERADMINS },
  'events.get': { method: 'GET', path: '/api/events/:id', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

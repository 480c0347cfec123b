import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const SETTINGS_ROUTES = {
  'settings.list': { method: 'GET', path: '/api/settings', access: ADMINS },
  'settings.public': { method: 'GET', path: '/api/settings/public', access: 'public' },
  'settings.update': { method: 'PATCH', path: '/api/settings/:pubkey', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

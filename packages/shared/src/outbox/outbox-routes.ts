import { SUPERADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const OUTBOX_ROUTES = {
  'outbox.list': { method: 'GET', path: '/api/outbox', access: SUPERADMINS },
} as const satisfies Record<string, ApiRoute>;

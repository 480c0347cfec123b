import { SUPERADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const OUTBOX_ROUTES = {
  'outbox.list': { method: 'GET', path: '/api/outbox', access: SUPERADMINS },
  'outbox.resend': { method: 'POST', path: '/api/outbox/:id/resend', access: SUPERADMINS },
  // Called by the SMS and WhatsApp providers: each proves itself by its signature or the URL's token.
  'outbox.status': { method: 'POST', path: '/api/outbox/status/:provider', access: 'public' },
  'outbox.verifyStatus': { method: 'GET', path: '/api/outbox/status/:provider', access: 'public' },
} as const satisfies Record<string, ApiRoute>;

import { ADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const NOTIFICATIONS_ROUTES = {
  'notifications.list': { method: 'GET', path: '/api/notifications', access: 'authenticated' },
  'notifications.unreadCount': { method: 'GET', path: '/api/notifications/unread-count', access: 'authenticated' },
  'notifications.markSeen': { method: 'PATCH', path: '/api/notifications/seen', access: 'authenticated' },
  'notifications.stream': { method: 'GET', path: '/api/notifications/stream', access: 'authenticated' },
  'notifications.announce': { method: 'POST', path: '/api/notifications', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

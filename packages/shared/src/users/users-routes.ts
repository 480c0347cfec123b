import { ADMINS, SUPERADMINS, type ApiRoute } from '../permissions/route-definition.js';

export const USERS_ROUTES = {
  'users.me': { method: 'PATCH', path: '/api/users/me', access: 'authenticated' },
  'users.undoContactChange': { method: 'POST', path: '/api/users/undo-change/:token', access: 'public' },
  'users.list': { method: 'GET', path: '/api/users', access: ADMINS },
  'users.export': { method: 'GET', path: '/api/users/export', access: ADMINS },
  'users.picker': { method: 'GET', path: '/api/users/list', access: ADMINS },
  'users.statistics': { method: 'GET', path: '/api/users/statistics', access: ADMINS },
  'users.members': { method: 'GET', path: '/api/users/members', access: ADMINS },
  'users.get': { method: 'GET', path: '/api/users/:id', access: ADMINS },
  'users.file': { method: 'GET', path: '/api/users/:id/file', access: 'authenticated' },
  'users.create': { method: 'POST', path: '/api/users', access: ADMINS },
  'users.update': { method: 'PATCH', path: '/api/users/:pubkey', access: ADMINS },
  'users.delete': { method: 'DELETE', path: '/api/users/:pubkey', access: ADMINS },
  'users.toggleStatus': { method: 'PUT', path: '/api/users/:id/toggle-status', access: ADMINS },
  'users.releaseIdNumber': { method: 'POST', path: '/api/users/:pubkey/release-id-number', access: SUPERADMINS },
} as const satisfies Record<string, ApiRoute>;

import type { Role } from './roles.js';

/**
 * Who may call a route: anyone, any logged-in account, or the listed roles.
 * SUPERADMIN may always do what ADMIN may (PRODUCT.md §3), so lists name ADMIN only.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path without the optional /v1 prefix; the server answers at both. */
  path: string;
  access: Access;
  /** Still callable while the account must change its password (PRODUCT.md §5, force-password). */
  beforePasswordChange?: true;
}

const ADMINS = ['ADMIN'] as const satisfies readonly Role[];
const SUPERADMINS = ['SUPERADMIN'] as const satisfies readonly Role[];

/**
 * The one permission map: every API route, keyed by a stable name. The server registers
 * routes from it and enforces `access`; the web app uses it for guards, menus and buttons.
 */
export const API_ROUTES = {
  'health.get': { method: 'GET', path: '/api/health', access: 'public' },

  'auth.login': { method: 'POST', path: '/api/auth/login', access: 'public' },
  'auth.refresh': { method: 'POST', path: '/api/auth/refresh', access: 'public' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout', access: 'authenticated', beforePasswordChange: true },
  'auth.register': { method: 'POST', path: '/api/auth/register', access: 'public' },
  'auth.patientRegister': { method: 'POST', path: '/api/auth/patient-register', access: 'public' },
  'auth.registerOtpVerify': { method: 'POST', path: '/api/auth/register-otp-verify', access: 'public' },
  'auth.forgetPassword': { method: 'POST', path: '/api/auth/forget-password', access: 'public' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password/:id', access: 'public' },
  'auth.forcePassword': {
    method: 'POST',
    path: '/api/auth/force-password',
    access: 'authenticated',
    beforePasswordChange: true,
  },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password', access: 'authenticated' },
  'auth.profile': { method: 'GET', path: '/api/auth/profile', access: 'authenticated' },
  'auth.sendConfirmationEmail': { method: 'GET', path: '/api/auth/send-confirmation-email', access: 'authenticated' },
  'auth.confirmEmail': { method: 'GET', path: '/api/auth/confirm-email', access: 'public' },
  'auth.sendPhoneOtp': { method: 'GET', path: '/api/auth/send-phone-otp', access: 'authenticated' },
  'auth.otpVerify': { method: 'POST', path: '/api/auth/otp-verify', access: 'authenticated' },

  'users.me': { method: 'PATCH', path: '/api/users/me', access: 'authenticated' },
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

  'outbox.list': { method: 'GET', path: '/api/outbox', access: SUPERADMINS },

  'names.list': { method: 'GET', path: '/api/names', access: 'public' },
  'names.get': { method: 'GET', path: '/api/names/:id', access: 'public' },
  'names.create': { method: 'POST', path: '/api/names', access: ADMINS },
  'names.update': { method: 'PATCH', path: '/api/names/:id', access: ADMINS },
  'names.delete': { method: 'DELETE', path: '/api/names/:id', access: ADMINS },
  'names.export': { method: 'GET', path: '/api/names/export', access: ADMINS },

  'events.list': { method: 'GET', path: '/api/events', access: ADMINS },
  'events.export': { method: 'GET', path: '/api/events/export', access: ADMINS },
  'events.get': { method: 'GET', path: '/api/events/:id', access: ADMINS },

  'notifications.list': { method: 'GET', path: '/api/notifications', access: 'authenticated' },
  'notifications.unreadCount': { method: 'GET', path: '/api/notifications/unread-count', access: 'authenticated' },
  'notifications.markSeen': { method: 'PATCH', path: '/api/notifications/seen', access: 'authenticated' },
  'notifications.stream': { method: 'GET', path: '/api/notifications/stream', access: 'authenticated' },
  'notifications.announce': { method: 'POST', path: '/api/notifications', access: ADMINS },

  'settings.list': { method: 'GET', path: '/api/settings', access: ADMINS },
  'settings.public': { method: 'GET', path: '/api/settings/public', access: 'public' },
  'settings.update': { method: 'PATCH', path: '/api/settings/:pubkey', access: ADMINS },

  'dashboard.statistics': { method: 'GET', path: '/api/dashboard/statistics', access: ADMINS },
  'dashboard.mostProfitableProfessionals': {
    method: 'GET',
    path: '/api/dashboard/most-profitable-professionals',
    access: ADMINS,
  },
  'dashboard.yearlyRevenue': { method: 'GET', path: '/api/dashboard/yearly-revenue', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

export type RouteKey = keyof typeof API_ROUTES;

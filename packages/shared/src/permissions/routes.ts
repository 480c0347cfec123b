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
}

const ADMINS = ['ADMIN'] as const satisfies readonly Role[];

/**
 * The one permission map: every API route, keyed by a stable name. The server registers
 * routes from it and enforces `access`; the web app uses it for guards, menus and buttons.
 */
export const API_ROUTES = {
  'health.get': { method: 'GET', path: '/api/health', access: 'public' },
  'auth.login': { method: 'POST', path: '/api/auth/login', access: 'public' },
  'names.list': { method: 'GET', path: '/api/names', access: 'public' },
  'names.get': { method: 'GET', path: '/api/names/:id', access: 'public' },
  'names.create': { method: 'POST', path: '/api/names', access: ADMINS },
  'names.update': { method: 'PATCH', path: '/api/names/:id', access: ADMINS },
  'names.delete': { method: 'DELETE', path: '/api/names/:id', access: ADMINS },
} as const satisfies Record<string, ApiRoute>;

export type RouteKey = keyof typeof API_ROUTES;

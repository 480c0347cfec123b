import type { Role } from './roles.js';
import { API_ROUTES, type Access, type RouteKey } from './routes.js';

export function allows(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'authenticated') return true;
  if (role === 'SUPERADMIN') return true;
  return access.includes(role);
}

/** Whether an account with `role` (null: anonymous) may call the route. */
export function can(role: Role | null, route: RouteKey): boolean {
  return allows(API_ROUTES[route].access, role);
}

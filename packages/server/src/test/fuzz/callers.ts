import type { Access, Role } from '@bayan/shared';
import type { TestApp } from '../test-app.js';
import { bearerOf, insertUser } from '../users-fixtures.js';

/** The role that calls a route: SUPERADMIN for admin routes, USER for any logged-in account. */
export function roleFor(access: Access): Role | null {
  if (access === 'public') return null;
  if (access === 'authenticated') return 'USER';
  return access.includes('ADMIN') || access.includes('SUPERADMIN') ? 'SUPERADMIN' : access[0]!;
}

export interface Caller {
  headers: Record<string, string>;
}

/**
 * A throwaway account of the role, logged in. Fuzzed requests may log it out, change its
 * password or block it: the harness then simply takes a new one (see stillValid).
 */
export async function newCaller(t: TestApp, role: Role | null): Promise<Caller> {
  if (!role) return { headers: {} };
  const user = await insertUser(t, { role, isEmailVerified: true });
  return { headers: await bearerOf(t, user.email!) };
}

/** Whether the caller's session still works (a cheap authenticated read). */
export async function stillValid(t: TestApp, caller: Caller): Promise<boolean> {
  if (!caller.headers.authorization) return true;
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: caller.headers });
  return res.statusCode === 200;
}

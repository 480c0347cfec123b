import {
  ROLES,
  USER_STATISTICS_MONTHS,
  USER_STATUSES,
  type Role,
  type UserStatistics,
  type UserStatus,
} from '@bayan/shared';
import type { Viewer } from '../../lib/caller.js';
import { visibilityOf } from './users.access.js';
import type { UsersDeps } from './users.deps.js';

/** Months are counted on the Saudi calendar day (the product's default zone, PRODUCT.md §7). */
export const STATISTICS_TIME_ZONE = 'Asia/Riyadh';
const ZONE_OFFSET_MS = 3 * 3600 * 1000; // Asia/Riyadh is UTC+3 all year (no daylight saving).

/** The last `count` months as "YYYY-MM", oldest first, and the instant the oldest one began. */
export function lastMonths(now: Date, count: number): { months: string[]; since: Date } {
  const local = new Date(now.getTime() + ZONE_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const months = Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1) + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { months, since: new Date(Date.UTC(year, month - (count - 1), 1) - ZONE_OFFSET_MS) };
}

/**
 * Counts by role and status (every value present) and sign-ups per month (every month present),
 * of the accounts the viewer may see: an ADMIN's figures leave SUPERADMINs out.
 */
export async function userStatistics(deps: UsersDeps, viewer: Viewer): Promise<UserStatistics> {
  const { users } = deps.repos;
  const visibility = visibilityOf(viewer);
  const { months, since } = lastMonths(deps.clock.now(), USER_STATISTICS_MONTHS);
  const [pairs, signups] = await Promise.all([
    users.countByRoleAndStatus(visibility),
    users.countSignupsByMonth(since, STATISTICS_TIME_ZONE, visibility),
  ]);
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  const byStatus = Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) as Record<UserStatus, number>;
  let total = 0;
  for (const { role, status, count } of pairs) {
    byStatus[status] += count;
    if (status === 'DELETED') continue;
    byRole[role] += count;
    total += count;
  }
  const perMonth = new Map(signups.map((s) => [s.month, s.count]));
  return {
    total,
    byRole,
    byStatus,
    signupsPerMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
  };
}

import { and, count, gte, ne, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { Period } from '../../lib/module/period.js';
import { visible, type Visibility } from './users.list-queries.js';
import { users } from './users.table.js';

/** How many accounts the viewer may see hold each (role, status) pair; pairs with none are absent. */
export function countByRoleAndStatus(db: Db, visibility: Visibility) {
  return db
    .select({ role: users.role, status: users.status, count: count() })
    .from(users)
    .where(visible(visibility))
    .groupBy(users.role, users.status);
}

/** Accounts the viewer may see created since `since`, per calendar month ("YYYY-MM") in `timeZone`. */
export function countSignupsByMonth(db: Db, since: Date, timeZone: string, visibility: Visibility) {
  const month = sql<string>`to_char(${users.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({ month, count: count() })
      .from(users)
      .where(and(gte(users.createdAt, since), visible(visibility)))
      // By position: the time zone is a bound parameter, so a repeated expression would not match.
      .groupBy(sql`1`)
  );
}

/** The dashboard's account figures: visible accounts that are not deleted, by role, and those created in the period. */
export async function countDashboardFigures(db: Db, { from, to }: Period, visibility: Visibility) {
  const created = sql<number>`count(*) filter (where ${users.createdAt} >= ${from} and ${users.createdAt} < ${to})`;
  const rows = await db
    .select({ role: users.role, total: count(), created: created.mapWith(Number) })
    .from(users)
    .where(and(ne(users.status, 'DELETED'), visible(visibility)))
    .groupBy(users.role);
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const row of rows) byRole[row.role] = row.total;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { byRole, total: sum(rows.map((r) => r.total)), newInPeriod: sum(rows.map((r) => r.created)) };
}

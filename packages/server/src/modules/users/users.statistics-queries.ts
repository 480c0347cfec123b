import { count, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from './users.table.js';

/** How many accounts hold each (role, status) pair; pairs with none are absent. */
export function countByRoleAndStatus(db: Db) {
  return db
    .select({ role: users.role, status: users.status, count: count() })
    .from(users)
    .groupBy(users.role, users.status);
}

/** Accounts created since `since`, per calendar month ("YYYY-MM") in `timeZone`. */
export function countSignupsByMonth(db: Db, since: Date, timeZone: string) {
  const month = sql<string>`to_char(${users.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({ month, count: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      // By position: the time zone is a bound parameter, so a repeated expression would not match.
      .groupBy(sql`1`)
  );
}

import { count, ne, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import { events } from '../events/events.table.js';
import { names } from '../names/names.table.js';
import { users } from '../users/users.table.js';

export interface Period {
  from: Date;
  to: Date;
}

/** Aggregates over other modules' tables for the dashboard: read-only, one query per figure. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** Accounts that are not deleted, by role, and how many of them were created in the period. */
  async userCounts({ from, to }: Period) {
    const rows = await this.db
      .select({
        role: users.role,
        total: count(),
        created:
          sql<number>`count(*) filter (where ${users.createdAt} >= ${from} and ${users.createdAt} < ${to})`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(ne(users.status, 'DELETED'))
      .groupBy(users.role);
    const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
    for (const row of rows) byRole[row.role] = row.total;
    return { byRole, total: sum(rows.map((r) => r.total)), newInPeriod: sum(rows.map((r) => r.created)) };
  }

  async nameCounts() {
    const [row] = await this.db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${names.isActive})`.mapWith(Number) })
      .from(names);
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  }

  async eventCounts({ from, to }: Period) {
    const [row] = await this.db
      .select({
        total: count(),
        inPeriod:
          sql<number>`count(*) filter (where ${events.createdAt} >= ${from} and ${events.createdAt} < ${to})`.mapWith(
            Number,
          ),
      })
      .from(events);
    return { total: row?.total ?? 0, inPeriod: row?.inPeriod ?? 0 };
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

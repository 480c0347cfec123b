import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttles } from './throttle.table.js';

export interface ThrottleState {
  count: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
  lastAt: Date | null;
}

/** Fixed-window counters and lock-outs shared by every API process through the database. */
export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<ThrottleState | undefined> {
    const [row] = await this.db.select().from(throttles).where(eq(throttles.key, key));
    return row;
  }

  /** Counts one more hit in the key's window (a new window once `windowMs` has passed) and returns the state. */
  async hit(key: string, windowMs: number, now: Date): Promise<ThrottleState> {
    const windowStart = new Date(now.getTime() - windowMs);
    const expired = sql`${throttles.windowStartedAt} <= ${windowStart}`;
    const [row] = await this.db
      .insert(throttles)
      .values({ key, count: 1, windowStartedAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          count: sql`case when ${expired} then 1 else ${throttles.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${throttles.windowStartedAt} end`,
          lastAt: now,
        },
      })
      .returning();
    return row!;
  }

  async lock(key: string, until: Date): Promise<void> {
    await this.db.update(throttles).set({ lockedUntil: until }).where(eq(throttles.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }
}

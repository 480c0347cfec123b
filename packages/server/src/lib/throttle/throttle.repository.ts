import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttles } from './throttle.table.js';

/** Lock-out after repeated failures: `lockAfter` hits lock for `stepMs`, each further hit for `stepMs` more, up to `maxMs`. */
export interface LockPolicy {
  windowMs: number;
  lockAfter: number;
  stepMs: number;
  maxMs: number;
}

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

  /**
   * Takes one of `limit` hits in the key's window; false (and nothing counted) when they are all
   * taken. Check and count are one statement, so concurrent requests cannot overshoot the limit.
   */
  async take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const expired = sql`${throttles.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
    const rows = await this.db
      .insert(throttles)
      .values({ key, count: 1, windowStartedAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          count: sql`case when ${expired} then 1 else ${throttles.count} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${throttles.windowStartedAt} end`,
          lastAt: now,
        },
        setWhere: sql`${expired} or ${throttles.count} < ${limit}`,
      })
      .returning({ key: throttles.key });
    return rows.length === 1;
  }

  /** Gives back a hit taken by `take` (the attempt turned out not to count, e.g. a successful login). */
  async release(key: string): Promise<void> {
    await this.db
      .update(throttles)
      .set({ count: sql`greatest(${throttles.count} - 1, 0)` })
      .where(eq(throttles.key, key));
  }

  /**
   * Gives back an `attempt` that turned out not to count (a right password still owing its second
   * factor), with the lock it may have set as it started: the key was not locked then.
   */
  async releaseAttempt(key: string): Promise<void> {
    await this.db
      .update(throttles)
      .set({ count: sql`greatest(${throttles.count} - 1, 0)`, lockedUntil: null })
      .where(eq(throttles.key, key));
  }

  /**
   * Counts an attempt unless the key is locked, and locks it in the same statement once the count
   * reaches the policy's threshold: of many concurrent attempts, exactly `lockAfter` get through.
   * The lock is set as the attempt starts; `reset` (a success) lifts it. False while locked.
   */
  async attempt(key: string, policy: LockPolicy, now: Date): Promise<boolean> {
    const expired = sql`${throttles.windowStartedAt} <= ${new Date(now.getTime() - policy.windowMs)}`;
    const count = sql`(case when ${expired} then 1 else ${throttles.count} + 1 end)`;
    const lockedUntil = sql`case when ${count} >= ${policy.lockAfter}
      then ${now}::timestamptz + least(${policy.stepMs}::integer * (${count} - ${policy.lockAfter} + 1), ${policy.maxMs}::integer)
        * interval '1 millisecond'
      end`;
    const rows = await this.db
      .insert(throttles)
      .values({
        key,
        count: 1,
        windowStartedAt: now,
        lastAt: now,
        lockedUntil: policy.lockAfter <= 1 ? new Date(now.getTime() + policy.stepMs) : null,
      })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          count,
          windowStartedAt: sql`case when ${expired} then ${now} else ${throttles.windowStartedAt} end`,
          lastAt: now,
          lockedUntil,
        },
        setWhere: sql`${throttles.lockedUntil} is null or ${throttles.lockedUntil} <= ${now}`,
      })
      .returning({ key: throttles.key });
    return rows.length === 1;
  }

  /**
   * How long until `key` lets a hit through again: the end of its lock, else of its window when
   * it is full (0 when it is not). Read after a refused `take` or `attempt`, for `Retry-After`.
   */
  async waitMs(key: string, windowMs: number, now: Date): Promise<number> {
    const row = await this.get(key);
    if (!row) return 0;
    const lockedFor = row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
    const windowFor = row.windowStartedAt.getTime() + windowMs - now.getTime();
    return Math.max(0, lockedFor > 0 ? lockedFor : windowFor);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(throttles).where(eq(throttles.key, key));
  }
}

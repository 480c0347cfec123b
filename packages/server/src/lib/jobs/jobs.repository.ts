import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifyEach } from '../../db/pubsub.js';
import { jobs, type JobRow, type NewJobRow } from './jobs.table.js';

/** The NOTIFY channel an enqueue wakes runners on, in every process, once its transaction commits. */
export const JOBS_CHANNEL = 'jobs';

export interface ClaimQuery {
  now: Date;
  limit: number;
  types: string[];
  worker: string;
  leaseMs: number;
}

const live = sql`${jobs.status} in ('pending', 'running')`;
const due = (now: Date) =>
  or(
    and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
    and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
  );
/** Only the worker that claimed this attempt may finish it: a job reclaimed after its lease expired is no longer its own. */
const heldBy = (job: JobRow, worker: string) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, worker), eq(jobs.attempts, job.attempts));

export class JobsRepository {
  constructor(private readonly db: Db) {}

  /** The new job's id, or undefined when a live job already holds its unique key. */
  async insert(values: NewJobRow): Promise<number | undefined> {
    const [row] = await this.db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.uniqueKey, where: live })
      .returning({ id: jobs.id });
    if (row) await notifyEach(this.db, JOBS_CHANNEL, [values.type]);
    return row?.id;
  }

  /**
   * Marks up to `limit` due jobs running under a lease, in one short transaction. SKIP LOCKED lets
   * runners in other processes claim other rows at the same moment instead of the same ones.
   */
  claim({ now, limit, types, worker, leaseMs }: ClaimQuery): Promise<JobRow[]> {
    if (types.length === 0 || limit <= 0) return Promise.resolve([]);
    return this.db.transaction(async (tx) => {
      // A worker that died during the last attempt leaves nothing to retry.
      await tx
        .update(jobs)
        .set({ status: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: 'lease expired' })
        .where(
          and(
            inArray(jobs.type, types),
            eq(jobs.status, 'running'),
            lte(jobs.lockedUntil, now),
            sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
          ),
        );
      const ids = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.type, types), due(now)))
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (ids.length === 0) return [];
      const lockedUntil = new Date(now.getTime() + leaseMs);
      return tx
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: worker, lockedUntil })
        .where(
          inArray(
            jobs.id,
            ids.map(({ id }) => id),
          ),
        )
        .returning();
    });
  }

  async hasDue(now: Date, types: string[]): Promise<boolean> {
    if (types.length === 0) return false;
    const rows = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.type, types), due(now)))
      .limit(1);
    return rows.length > 0;
  }

  async extendLease(job: JobRow, worker: string, lockedUntil: Date): Promise<void> {
    await this.db.update(jobs).set({ lockedUntil }).where(heldBy(job, worker));
  }

  async complete(job: JobRow, worker: string, now: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedBy: null, lockedUntil: null })
      .where(heldBy(job, worker));
  }

  /** Records the error; `retryAt` schedules another attempt, none marks the job failed for good. */
  async fail(job: JobRow, worker: string, error: string, now: Date, retryAt: Date | undefined): Promise<void> {
    const outcome = retryAt
      ? { status: 'pending' as const, runAt: retryAt }
      : { status: 'failed' as const, finishedAt: now };
    await this.db
      .update(jobs)
      .set({ ...outcome, lockedBy: null, lockedUntil: null, lastError: error.slice(0, 2000) })
      .where(heldBy(job, worker));
  }

  /** Hands jobs back unfinished (shutdown): due at once, and the interrupted attempt does not count. */
  async release(held: JobRow[], worker: string, now: Date): Promise<void> {
    for (const job of held) {
      await this.db
        .update(jobs)
        .set({ status: 'pending', runAt: now, attempts: job.attempts - 1, lockedBy: null, lockedUntil: null })
        .where(heldBy(job, worker));
    }
  }

  /** Per type, the jobs due now (pending, their time come), running, and failed for good: what /metrics shows. */
  countByType(now: Date): Promise<{ type: string; due: number; running: number; failed: number }[]> {
    const counting = (where: SQL | undefined) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
    return this.db
      .select({
        type: jobs.type,
        due: counting(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now))),
        running: counting(eq(jobs.status, 'running')),
        failed: counting(eq(jobs.status, 'failed')),
      })
      .from(jobs)
      .where(inArray(jobs.status, ['pending', 'running', 'failed']))
      .groupBy(jobs.type);
  }

  async pruneDone(finishedBefore: Date): Promise<void> {
    await this.db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, finishedBefore)));
  }
}

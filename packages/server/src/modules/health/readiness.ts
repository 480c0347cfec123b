import { sql } from 'drizzle-orm';
import type { Readiness } from '@bayan/shared';
import type { Database } from '../../db/client.js';
import { pendingMigrations } from '../../db/migrate.js';
import type { JobRunner } from '../../lib/jobs/runner.js';

/**
 * Whether this process can take traffic: the database answers, it has every migration this code
 * ships (a process started before a newer one migrated, or a restore of an older backup, has not),
 * and the jobs worker claims work (it stops at shutdown, before the process leaves).
 */
export async function readiness(database: Database, runner: Pick<JobRunner, 'isRunning'>): Promise<Readiness> {
  const up = await database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const pending = up ? await pendingMigrations(database).catch(() => undefined) : undefined;
  const migrations = pending === undefined ? 'unknown' : pending === 0 ? 'applied' : 'pending';
  const jobs = runner.isRunning ? 'running' : 'stopped';
  const ready = up && migrations === 'applied' && jobs === 'running';
  return { status: ready ? 'ready' : 'not_ready', database: up ? 'up' : 'down', migrations, jobs };
}

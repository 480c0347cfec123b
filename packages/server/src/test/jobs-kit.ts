import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createPubSub } from '../db/pubsub.js';
import { FakeClock } from '../lib/clock.js';
import { JobsRepository } from '../lib/jobs/jobs.repository.js';
import { jobs } from '../lib/jobs/jobs.table.js';
import { JobQueue } from '../lib/jobs/queue.js';
import { JobRunner, type RunnerOptions } from '../lib/jobs/runner.js';
import { openTestDatabase } from './test-database.js';

const silent = { error: () => undefined, warn: () => undefined };

/** One server process's view of the jobs: its connection pool, queue, registry and runners. */
function processOn(database: Database, clock: FakeClock) {
  const pubsub = createPubSub(database);
  const repository = new JobsRepository(database.db);
  const queue = new JobQueue(repository, clock);
  const runners: JobRunner[] = [];
  return {
    queue,
    repository,
    async startRunner(options: RunnerOptions = {}) {
      const runner = new JobRunner(repository, queue.registry, clock, pubsub, { pollMs: 50, ...options });
      runners.push(runner);
      await runner.start(silent);
      return runner;
    },
    async close() {
      for (const runner of runners) await runner.stop();
      await pubsub.close();
    },
  };
}

/**
 * A migrated test database with a FakeClock and one process on it; `otherProcess()` opens a
 * second connection pool to the same database on PostgreSQL, as another server would.
 */
export async function openJobsKit() {
  const database = await openTestDatabase();
  await migrateDatabase(database);
  const clock = new FakeClock(new Date('2026-05-01T09:00:00Z'));
  const main = processOn(database, clock);
  const others: { close(): Promise<void> }[] = [];
  return {
    ...main,
    database,
    clock,
    row: async (id: number | undefined) =>
      (
        await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, id ?? -1))
      )[0],
    async otherProcess() {
      const pool =
        database.kind === 'postgres'
          ? await openDatabase({ url: database.pool.options.connectionString, dataDir: 'unused' })
          : undefined;
      const other = processOn(pool ?? database, clock);
      others.push({ close: async () => (await other.close(), await pool?.close()) });
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await main.close();
      await database.close();
    },
  };
}

export type JobsKit = Awaited<ReturnType<typeof openJobsKit>>;

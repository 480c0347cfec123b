import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, Db } from './client.js';

/**
 * Runs `work` while this process holds PostgreSQL's session advisory lock `key`, so that API
 * processes starting together on one database do it one at a time; `work` gets the connection
 * that holds the lock. A PGlite database has one process by construction (its data folder is
 * locked), so there it simply runs.
 */
export async function withAdvisoryLock<T>(database: Database, key: number, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(database.db);
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(drizzle(client) as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    client.release();
  }
}

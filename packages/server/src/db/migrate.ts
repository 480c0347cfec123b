import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { withAdvisoryLock } from './advisory-lock.js';
import type { Database } from './client.js';
import { pgErrorOf } from './pg-error.js';
import { ADVISORY_LOCKS } from './advisory-locks.js';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await withAdvisoryLock(database, ADVISORY_LOCKS.migration, (db) =>
    migratePg(db as unknown as NodePgDatabase, config),
  );
}

let onDisk: number[] | undefined;

/**
 * How many migrations on disk the database has not applied, by drizzle's own rule: those newer
 * than the last one recorded in drizzle.__drizzle_migrations (all of them before the first run).
 * Throws when the database does not answer.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  onDisk ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis);
  const applied = await database.db
    .execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)
    .then((result) => (result as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last ?? null)
    .catch((error: unknown) => {
      // No schema or table yet: nothing was ever migrated.
      if (['3F000', '42P01'].includes(pgErrorOf(error)?.code ?? '')) return null;
      throw error;
    });
  const last = applied === null ? -Infinity : Number(applied);
  return onDisk.filter((millis) => millis > last).length;
}

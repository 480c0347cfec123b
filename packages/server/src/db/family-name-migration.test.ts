import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { migrationsBefore } from '../test/migrations-before.js';
import { migrateDatabase } from './migrate.js';

/** The migration of issue 15 (found by its name: its number changes when branches merge). */
const TAG = /_grandfather_name$/;

let database: Database;
let before: string;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  before = await migrationsBefore(TAG);
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
  await database.db.execute(sql`
    insert into users (pubkey, first_name, last_name, family_name, email, password_hash) values
      ('AAAAAAAAAAAAAAAAAAAAA1', 'Sara', '', 'Alharbi', 'one@test.local', 'x'),
      ('AAAAAAAAAAAAAAAAAAAAA2', 'Omar', 'Khan', 'Other', 'two@test.local', 'x'),
      ('AAAAAAAAAAAAAAAAAAAAA3', 'Lina', '  ', null, 'three@test.local', 'x')`);
  await migrateDatabase(database);
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('the migration to one family-name field', () => {
  it('moves family_name into an empty last_name, keeps a given last_name, and drops family_name', async () => {
    const users = await rows(sql`select email, last_name, grandfather_name from users order by email`);
    expect(users).toEqual([
      { email: 'one@test.local', last_name: 'Alharbi', grandfather_name: null },
      { email: 'three@test.local', last_name: '  ', grandfather_name: null },
      { email: 'two@test.local', last_name: 'Khan', grandfather_name: null },
    ]);
    const columns = await rows(sql`select column_name from information_schema.columns where table_name = 'users'`);
    expect(columns.map((c) => c.column_name)).not.toContain('family_name');
  });

  it('searches by any of the four name parts, through the trigram index again', async () => {
    await database.db.execute(
      sql`update users set father_name = 'Abdullah', grandfather_name = 'Ahmad' where email = 'one@test.local'`,
    );
    const found = await rows(sql`select email from users where search_key like '%ahmad%'`);
    expect(found).toEqual([{ email: 'one@test.local' }]);
    const index = await rows(sql`select indexname from pg_indexes where indexname = 'users_search_trgm_idx'`);
    expect(index).toHaveLength(1);
  });
});

import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../modules/events/events.chain-verify.js';
import { migrationsBefore } from '../test/migrations-before.js';
import { openDatabase, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';

/** The audit chain's migration on a database that already has events: they are chained in it. */
const TAG = /_audit_chain$/;

let database: Database;
let before: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  before = await migrationsBefore(TAG);
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: before });
  await database.db.execute(sql`
    insert into events (action, entity, entity_id, ip, before, after, created_at) values
      ('name.update', 'name', '7', '10.0.0.1', '{"z": 1.50, "a": "ب"}', '{"z": 2}', timestamptz '2025-03-01 10:00:00.123456+03'),
      ('auth.login', 'user', null, null, null, null, timestamptz '2024-01-01 00:00:00+00'),
      ('name.create', 'name', '8', null, null, '{"name": "اسم"}', now())`);
  await migrateDatabase(database);
}, 180_000);
afterAll(async () => {
  await database?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('the migration to a chained audit log', () => {
  it('chains the events already written, in the order they were written, so the upgraded log verifies', async () => {
    const chained = await rows<{ id: number; seq: number }>(sql`select id::int, seq::int from events order by id`);
    expect(chained).toEqual([
      { id: 1, seq: 1 },
      { id: 2, seq: 2 },
      { id: 3, seq: 3 },
    ]);
    expect(await verifyChain(database.db)).toEqual({ ok: true, checked: 3, firstBreak: null });
  });

  it('goes on from the head it left', async () => {
    await database.db.execute(sql`insert into events (action, entity) values ('after.upgrade', 'x')`);
    const [head] = await rows<{ seq: number }>(sql`select seq::int from audit_chain_head`);
    expect(head).toEqual({ seq: 4 });
    expect(await verifyChain(database.db)).toEqual({ ok: true, checked: 4, firstBreak: null });
  });
});

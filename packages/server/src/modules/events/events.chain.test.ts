import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { AuditChainReport } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { SYSTEM } from '../../lib/caller.js';
import { CountCache } from '../../lib/list/count-cache.js';
import { openTestDatabase } from '../../test/test-database.js';
import { chainHash, GENESIS_HASH } from './events.chain.js';
import { verifyChain } from './events.chain-verify.js';
import { EventsRepository } from './events.repository.js';
import { events } from './events.table.js';

/** Runs on PGlite and (server-pg) on PostgreSQL through node-postgres: both must agree with events.chain.ts. */
let database: Database;
let db: Db;

const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const chain = () => rows<{ seq: string; id: string }>(sql`select seq::text, id::text from events order by seq`);

/** Tampers as the table's owner would (the append-only trigger disabled), checks, and takes it all back. */
async function tampered(work: (tx: Db) => Promise<unknown>): Promise<AuditChainReport> {
  let report: AuditChainReport | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`alter table events disable trigger events_append_only`);
      await work(tx);
      report = await verifyChain(tx, 2);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return report!;
}

/** The database's refusal of a statement: its SQLSTATE and message (drizzle wraps it in `cause`). */
async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return { code: cause?.code, message: cause?.message };
}
const APPEND_ONLY = { code: '42501', message: expect.stringMatching(/^the audit log is append-only/) };

const recorder = () => new EventsRepository(db, new CountCache());

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  // Content that a driver could print otherwise: keys out of order, a number with a trailing zero,
  // Arabic, control characters and quotes, a timestamp to the microsecond, and nulls.
  await db.execute(sql`
    insert into events (action, entity, entity_id, ip, user_agent, before, after, created_at) values
      ('name.update', 'name', '7', '10.0.0.1', E'agent "x"\\n\\t|', '{"z": 1.50, "a": [1e3, null, "ب"]}',
       '{"b": {"y": true, "x": "\\u0001|5:"}, "a": "ٱلرَّحْمَٰنُ"}', timestamptz '2025-03-01 10:00:00.123456+03'),
      ('auth.login', 'user', null, null, null, null, 'null', timestamptz '1999-12-31 23:59:59.999999+00')`);
  const record = recorder();
  await record.record({ ...SYSTEM, ip: '::1', userAgent: 'عميل' }, {
    action: 'name.create',
    entity: 'name',
    entityId: 8,
    after: { name: 'اسم', order: 2, nested: { b: 1, a: [] } },
  } as never);
  for (let i = 0; i < 5; i += 1)
    await record.record(SYSTEM, { action: 'filler.touch', entity: 'filler', entityId: i } as never);
}, 60_000);
afterAll(() => database?.close());

describe('the audit chain', () => {
  it('links every event to the one before, from the genesis hash, as the database hashed it', async () => {
    const stored = await db
      .select({ seq: events.seq, prevHash: events.prevHash, hash: events.hash })
      .from(events)
      .orderBy(events.seq);
    expect(stored.length).toBeGreaterThanOrEqual(8);
    expect(stored.map((row) => row.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(stored[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < stored.length; i += 1) expect(stored[i]!.prevHash).toBe(stored[i - 1]!.hash);
    expect(await verifyChain(db, 3)).toEqual({ ok: true, checked: stored.length, firstBreak: null });
  });

  it('hashes in JavaScript exactly what the database hashed (the canonical text)', async () => {
    const [row] = await rows<{ hash: string; again: string }>(sql`
      select hash, audit_event_hash(seq, id, actor_id, action, entity, entity_id, ip, user_agent, before, after,
        created_at, prev_hash) as again from events where seq = 1`);
    expect(row!.again).toBe(row!.hash);
    const fields = {
      seq: '1',
      id: '1',
      actorId: null,
      action: 'a',
      entity: 'e',
      entityId: null,
      ip: null,
      userAgent: null,
      before: null,
      after: '{"a": 1}',
      createdAt: '2025-01-01T00:00:00.000000Z',
      prevHash: GENESIS_HASH,
    };
    const [fromSql] = await rows<{ hash: string }>(sql`
      select audit_event_hash(1, 1, null, 'a', 'e', null, null, null, null, '{"a":1}', '2025-01-01Z', ${GENESIS_HASH}) as hash`);
    expect(chainHash(fields)).toBe(fromSql!.hash);
    // A null and the text '-' differ; so do the JSON null and no value.
    expect(chainHash({ ...fields, entityId: '-' })).not.toBe(chainHash(fields));
    expect(chainHash({ ...fields, after: 'null' })).not.toBe(chainHash({ ...fields, after: null }));
  });

  it('ignores the chain values an insert gives, and a rolled-back insert leaves no gap', async () => {
    await db
      .transaction(async (tx) => {
        await tx.insert(events).values({ action: 'gone.write', entity: 'gone' });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    await db.insert(events).values({ action: 'forged.write', entity: 'x', seq: 1, prevHash: 'a', hash: 'b' });
    const seqs = (await chain()).map((row) => Number(row.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of events, whoever asks', async () => {
    expect(await refusal(db.execute(sql`update events set action = 'x' where seq = 2`))).toEqual(APPEND_ONLY);
    expect(await refusal(db.execute(sql`delete from events where seq = 2`))).toEqual(APPEND_ONLY);
    expect(await refusal(db.execute(sql`truncate events`))).toEqual(APPEND_ONLY);
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it('names an event edited by raw SQL', async () => {
    const [, , third] = await chain();
    const report = await tampered((tx) => tx.execute(sql`update events set after = '{"name": "x"}' where seq = 3`));
    expect(report).toEqual({ ok: false, checked: 2, firstBreak: { kind: 'edited', seq: 3, id: Number(third!.id) } });
  });

  it('names an event edited with its hash recomputed (the next one no longer links to it)', async () => {
    const [, , third] = await chain();
    const report = await tampered((tx) =>
      tx.execute(sql`update events set ip = '6.6.6.6', hash = audit_event_hash(seq, id, actor_id, action, entity,
        entity_id, '6.6.6.6', user_agent, before, after, created_at, prev_hash) where seq = 3`),
    );
    expect(report.firstBreak).toEqual({ kind: 'edited', seq: 3, id: Number(third!.id) });
  });

  it('names the place of an event deleted by raw SQL, in the middle or at the end', async () => {
    const all = await chain();
    const middle = await tampered((tx) => tx.execute(sql`delete from events where seq = 4`));
    expect(middle).toEqual({ ok: false, checked: 3, firstBreak: { kind: 'deleted', seq: 4, id: Number(all[4]!.id) } });
    const last = await tampered((tx) => tx.execute(sql`delete from events where seq = ${all.length}`));
    expect(last).toEqual({
      ok: false,
      checked: all.length - 1,
      firstBreak: { kind: 'deleted', seq: all.length, id: null },
    });
  });

  it('names an event inserted out of place by raw SQL', async () => {
    const all = await chain();
    // Slipped in at place 3: the later events moved one place on, the forged one hashed and linked as
    // the chain trigger would have (it is disabled too, as a tamperer would).
    const between = await tampered(async (tx) => {
      await tx.execute(sql`alter table events disable trigger events_chain`);
      await tx.execute(sql`update events set seq = -seq - 1 where seq >= 3`);
      await tx.execute(sql`update events set seq = -seq where seq < 0`);
      await tx.execute(sql`insert into events (id, seq, action, entity, created_at, prev_hash, hash)
        select 9999, 3, 'forged.write', 'x', now(), hash, audit_event_hash(3, 9999, null, 'forged.write', 'x', null,
          null, null, null, null, now(), hash) from events where seq = 2`);
    });
    expect(between).toEqual({ ok: false, checked: 2, firstBreak: { kind: 'inserted', seq: 3, id: 9999 } });

    // Added after the last one, linked and hashed, but the head never moved to it.
    const beyond = await tampered(async (tx) => {
      await tx.execute(sql`alter table events disable trigger events_chain`);
      await tx.execute(sql`insert into events (id, seq, action, entity, created_at, prev_hash, hash)
        select 9998, seq + 1, 'forged.write', 'x', now(), hash, audit_event_hash(seq + 1, 9998, null, 'forged.write',
          'x', null, null, null, null, null, now(), hash) from events where seq = ${all.length}`);
    });
    expect(beyond).toEqual({
      ok: false,
      checked: all.length,
      firstBreak: { kind: 'inserted', seq: all.length + 1, id: 9998 },
    });
  });

  it('lets the owner trim old events deliberately, and what is kept still verifies', async () => {
    const all = await chain();
    await db
      .transaction(async (tx) => {
        const [trim] = (
          (await tx.execute(sql`select audit_chain_trim(3)::int as removed`)) as unknown as {
            rows: { removed: number }[];
          }
        ).rows;
        expect(trim!.removed).toBe(3);
        expect(await verifyChain(tx)).toEqual({ ok: true, checked: all.length - 3, firstBreak: null });
        await tx.insert(events).values({ action: 'after.trim', entity: 'x' });
        expect(await verifyChain(tx)).toEqual({ ok: true, checked: all.length - 2, firstBreak: null });
        // The append-only trigger is on again.
        const again = tx.transaction((savepoint) => savepoint.execute(sql`delete from events where seq = 5`));
        expect(await refusal(again)).toEqual(APPEND_ONLY);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(await verifyChain(db)).toEqual({ ok: true, checked: all.length, firstBreak: null });
  });
});

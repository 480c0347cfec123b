import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { SYSTEM } from '../../lib/caller.js';
import { CountCache } from '../../lib/list/count-cache.js';
import { openTestDatabase } from '../../test/test-database.js';
import { verifyChain } from './events.chain-verify.js';
import { EventsRepository } from './events.repository.js';

/**
 * Writers on their own PostgreSQL connections, all at once, each event in a transaction of its own
 * as a module writes it (some rolled back): the chain must come out with no fork (two events on one
 * predecessor) and no gap. PGlite has one connection, which takes writers one after another: nothing
 * to race there.
 */
const WRITERS = 8;
const EVENTS_EACH = 50;
/** Every seventh transaction of a writer is rolled back after its event was chained. */
const rolledBack = (i: number) => i % 7 === 6;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function writer(w: number, counts: CountCache): Promise<void> {
  for (let i = 0; i < EVENTS_EACH; i += 1) {
    await database.db
      .transaction(async (tx) => {
        // The change itself, then its event, as the modules do.
        await tx.execute(sql`select pg_sleep(0.001)`);
        await new EventsRepository(tx, counts).record(SYSTEM, {
          action: 'race.write',
          entity: `writer-${w}`,
          entityId: i,
          after: { writer: w, i },
        } as never);
        if (rolledBack(i)) tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')('the audit chain under concurrent writers (PostgreSQL)', () => {
  it(`chains ${WRITERS} writers × ${EVENTS_EACH} events with no fork and no gap`, async () => {
    const counts = new CountCache();
    const started = performance.now();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w, counts)));
    const seconds = (performance.now() - started) / 1000;
    const committed = WRITERS * Array.from({ length: EVENTS_EACH }, (_, i) => i).filter((i) => !rolledBack(i)).length;

    const [shape] = await rows<Record<string, number>>(sql`select count(*)::int as events,
      count(distinct seq)::int as seqs, min(seq)::int as first, max(seq)::int as last,
      count(distinct prev_hash)::int as predecessors,
      (select count(*)::int from events e join events p on p.seq = e.seq - 1 where e.prev_hash <> p.hash) as unlinked
      from events`);
    expect(shape).toEqual({
      events: committed,
      seqs: committed,
      first: 1,
      last: committed,
      predecessors: committed,
      unlinked: 0,
    });
    // Each writer's events are in the chain in the order it wrote them.
    const order = await rows<{ entity: string; ids: string[] }>(
      sql`select entity, array_agg(entity_id order by seq) as ids from events group by entity`,
    );
    expect(order).toHaveLength(WRITERS);
    for (const { ids } of order) expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => a - b));

    expect(await verifyChain(database.db)).toEqual({ ok: true, checked: committed, firstBreak: null });
    // The figure for the README (throughput under the head lock); warn: the lint allows no info in tests.
    console.warn(`audit chain: ${committed} events by ${WRITERS} writers in ${seconds.toFixed(2)} s`);
  }, 120_000);
});

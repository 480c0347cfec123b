import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AuditChainBreak, AuditChainReport } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import { chainHash, type ChainFields } from './events.chain.js';
import { auditChainHead, events } from './events.table.js';

/** Rows read a batch: few round trips, little memory, and on PGlite other queries pass between batches. */
export const CHAIN_BATCH_SIZE = 1000;

/** Each chained field as PostgreSQL prints it (events.chain.ts says why), with the stored hash. */
const chainColumns = {
  seq: sql<string>`${events.seq}::text`,
  id: sql<string>`${events.id}::text`,
  actorId: sql<string | null>`${events.actorId}::text`,
  action: events.action,
  entity: events.entity,
  entityId: events.entityId,
  ip: events.ip,
  userAgent: events.userAgent,
  before: sql<string | null>`${events.before}::text`,
  after: sql<string | null>`${events.after}::text`,
  createdAt: sql<string>`to_char(${events.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  prevHash: events.prevHash,
  hash: events.hash,
};

type ChainRow = ChainFields & { hash: string };

async function readHead(db: Db) {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  if (!head) throw new Error('audit_chain_head has no row: the database is not migrated (0037_audit_chain)');
  return head;
}

/**
 * Walks the chain in seq order and tells the first break:
 * - `edited`: an event whose content no longer gives its hash, or whose hash was rewritten to
 *   match (the next event no longer links to it);
 * - `deleted`: a gap in seq (`seq` is the first missing position, `id` the event found after the
 *   gap, or null when the end of the chain is missing);
 * - `inserted`: an event at a position already taken or outside the chain, or one slipped in
 *   between two events (the event after it links to the one before it).
 */
class ChainWalk {
  checked = 0;
  private last: { seq: number; id: number } | undefined;
  private beforeLast: string | undefined;

  constructor(
    private seq: number,
    private hash: string,
  ) {}

  step(row: ChainRow): AuditChainBreak | undefined {
    const seq = Number(row.seq);
    const id = Number(row.id);
    if (seq <= this.seq) return { kind: 'inserted', seq, id };
    if (seq > this.seq + 1) return { kind: 'deleted', seq: this.seq + 1, id };
    const intact = chainHash(row) === row.hash;
    if (row.prevHash !== this.hash) {
      // The break is the event before, found intact on its own: it no longer counts as checked.
      if (this.last && (row.prevHash === this.beforeLast || intact)) {
        this.checked -= 1;
        return { kind: row.prevHash === this.beforeLast ? 'inserted' : 'edited', ...this.last };
      }
      return { kind: 'edited', seq, id };
    }
    if (!intact) return { kind: 'edited', seq, id };
    this.beforeLast = this.hash;
    this.hash = row.hash;
    this.seq = seq;
    this.last = { seq, id };
    this.checked += 1;
    return undefined;
  }

  /** The walk ended at the head's seq, on the head's hash. */
  end(head: { seq: number; hash: string }): AuditChainBreak | undefined {
    if (this.seq < head.seq) return { kind: 'deleted', seq: this.seq + 1, id: null };
    if (this.hash !== head.hash && this.last) {
      this.checked -= 1;
      return { kind: 'edited', ...this.last };
    }
    return undefined;
  }
}

/**
 * Checks the whole audit chain: every event from the kept chain's start (audit_chain_head's base)
 * to the head as read at the start. Events written meanwhile are past that head and left for the
 * next check; an event past the head that no writer moved the head to is found as inserted.
 */
export async function verifyChain(db: Db, batchSize = CHAIN_BATCH_SIZE): Promise<AuditChainReport> {
  const head = await readHead(db);
  const walk = new ChainWalk(head.baseSeq, head.baseHash);
  const report = (firstBreak: AuditChainBreak | undefined): AuditChainReport =>
    firstBreak
      ? { ok: false, checked: walk.checked, firstBreak }
      : { ok: true, checked: walk.checked, firstBreak: null };

  let after: { seq: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select(chainColumns)
      .from(events)
      .where(
        and(
          lte(events.seq, head.seq),
          after && sql`(${events.seq}, ${events.id}) > (${after.seq}::bigint, ${after.id}::bigint)`,
        ),
      )
      .orderBy(asc(events.seq), asc(events.id))
      .limit(batchSize);
    for (const row of rows) {
      const broken = walk.step(row);
      if (broken) return report(broken);
    }
    if (rows.length < batchSize) break;
    after = rows.at(-1);
  }
  const ended = walk.end(head);
  if (ended) return report(ended);

  const [beyond] = await db
    .select({ seq: events.seq, id: events.id })
    .from(events)
    .where(gt(events.seq, head.seq))
    .orderBy(asc(events.seq))
    .limit(1);
  // Read after the event: a writer that chained it had moved the head to it (or past) first.
  if (beyond && beyond.seq > (await readHead(db)).seq) return report({ kind: 'inserted', ...beyond });
  return report(undefined);
}

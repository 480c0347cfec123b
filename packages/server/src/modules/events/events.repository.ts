import { and, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { EventFilters } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../lib/caller.js';
import type { AuditEntry } from '../../lib/module/audit.js';
import type { Period } from '../../lib/module/period.js';
import { afterCursor, cursorValue, withCursors, type KeysetCursor } from '../../lib/csv/keyset.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { findPage, type PageRequest } from '../../lib/list/find-page.js';
import { verifyChain } from './events.chain-verify.js';
import { events } from './events.table.js';
import { visibleEvents, type HiddenAccounts } from './events.visibility.js';

/**
 * The filters as the repository applies them: the actor given by pubkey is resolved to its
 * account id by the service (null: no such account, so nothing matches), and the events of the
 * accounts hidden from the viewer are left out.
 */
export type EventQuery = Omit<EventFilters, 'actor'> & { actorId?: number | null; hidden?: HiddenAccounts };

/** Writes audit events (give it the transaction of the change, so both commit or neither does) and reads them. */
export class EventsRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  async record(actor: AuditActor, entry: AuditEntry, at?: Date): Promise<void> {
    // Some actions carry no before/after: those columns stay null.
    const { before, after } = entry as { before?: unknown; after?: unknown };
    await this.db.insert(events).values({
      actorId: actor.accountId ?? null,
      ip: actor.ip,
      userAgent: actor.userAgent,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: before ?? null,
      after: after ?? null,
      ...(at ? { createdAt: at } : {}),
    });
    this.counts.invalidate('events');
  }

  /** Walks the hash chain of the whole log (events.chain-verify.ts). */
  verifyChain() {
    return verifyChain(this.db);
  }

  /** The dashboard's figures: every event the viewer may read, and those recorded in the period. */
  async dashboardCounts({ from, to }: Period, hidden?: HiddenAccounts) {
    const inPeriod = sql<number>`count(*) filter (where ${events.createdAt} >= ${from} and ${events.createdAt} < ${to})`;
    const [row] = await this.db
      .select({ total: count(), inPeriod: inPeriod.mapWith(Number) })
      .from(events)
      .where(visibleEvents(hidden));
    return { total: row?.total ?? 0, inPeriod: row?.inPeriod ?? 0 };
  }

  /** Newest first. */
  async findPage({ page, limit, ...filters }: EventQuery & PageRequest) {
    const where = whereOf(filters);
    return findPage({
      db: this.db,
      counts: this.counts,
      table: events,
      where,
      filterKey: JSON.stringify(filters),
      page,
      limit,
      rows: (limit, offset) => this.select(where).limit(limit).offset(offset),
    });
  }

  async findById(id: number, hidden?: HiddenAccounts) {
    const [row] = await this.select(and(eq(events.id, id), visibleEvents(hidden)));
    return row;
  }

  /** The next `limit` matching events after `cursor`, newest first, for exports. */
  async findBatch(filters: EventQuery, cursor: KeysetCursor | undefined, limit: number) {
    const rows = await this.db
      .select({ ...getTableColumns(events), cursorValue: cursorValue(events.createdAt) })
      .from(events)
      .where(and(whereOf(filters), afterCursor(events.createdAt, events.id, true, cursor)))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(limit);
    return withCursors(rows);
  }

  private select(where: SQL | undefined) {
    return this.db.select().from(events).where(where).orderBy(desc(events.createdAt), desc(events.id));
  }
}

function whereOf(filters: EventQuery): SQL | undefined {
  return and(
    filters.actorId === undefined
      ? undefined
      : filters.actorId === null
        ? sql`false`
        : eq(events.actorId, filters.actorId),
    filters.action === undefined ? undefined : eq(events.action, filters.action),
    filters.entity === undefined ? undefined : eq(events.entity, filters.entity),
    filters.entityId === undefined ? undefined : eq(events.entityId, filters.entityId),
    filters.from === undefined ? undefined : gte(events.createdAt, filters.from),
    filters.to === undefined ? undefined : lt(events.createdAt, filters.to),
    visibleEvents(filters.hidden),
  );
}

import { and, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { EventFilters } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { afterCursor, cursorValue, type KeysetCursor } from '../../lib/csv/keyset.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import { findPage, type PageRequest } from '../../lib/list/find-page.js';
import { users } from '../users/users.table.js';
import { events } from './events.table.js';

export interface AuditEntry {
  /** A dotted verb: `user.create`, `auth.login`, `auth.login_failed`, `name.delete`… */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** An event with its actor's public id and name (null when anonymous or the system). */
const withActor = {
  ...getTableColumns(events),
  actorPubkey: users.pubkey,
  actorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

/** Writes audit events (give it the transaction of the change, so both commit or neither does) and reads them. */
export class EventsRepository {
  constructor(
    private readonly db: Db,
    private readonly counts: CountCache,
  ) {}

  async record(actor: Actor, entry: AuditEntry, at?: Date): Promise<void> {
    await this.db.insert(events).values({
      actorId: actor.userId,
      ip: actor.ip,
      userAgent: actor.userAgent,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(at ? { createdAt: at } : {}),
    });
    this.counts.invalidate('events');
  }

  /** Newest first. */
  async findPage({ page, limit, ...filters }: EventFilters & PageRequest) {
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

  async findById(id: number) {
    const [row] = await this.select(eq(events.id, id));
    return row;
  }

  /** The next `limit` matching events after `cursor`, newest first, for exports. */
  async findBatch(filters: EventFilters, cursor: KeysetCursor | undefined, limit: number) {
    const rows = await this.db
      .select({ ...withActor, cursorValue: cursorValue(events.createdAt) })
      .from(events)
      .leftJoin(users, eq(users.id, events.actorId))
      .where(and(whereOf(filters), afterCursor(events.createdAt, events.id, true, cursor)))
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, cursor: { value: row.cursorValue, id: row.id } }));
  }

  private select(where: SQL | undefined) {
    return this.db
      .select(withActor)
      .from(events)
      .leftJoin(users, eq(users.id, events.actorId))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id));
  }
}

export type EventWithActor = Awaited<ReturnType<EventsRepository['findById']>> & {};

function whereOf(filters: EventFilters): SQL | undefined {
  return and(
    filters.actor === undefined
      ? undefined
      : sql`${events.actorId} = (select u.id from ${users} u where u.pubkey = ${filters.actor})`,
    filters.action === undefined ? undefined : eq(events.action, filters.action),
    filters.entity === undefined ? undefined : eq(events.entity, filters.entity),
    filters.entityId === undefined ? undefined : eq(events.entityId, filters.entityId),
    filters.from === undefined ? undefined : gte(events.createdAt, filters.from),
    filters.to === undefined ? undefined : lt(events.createdAt, filters.to),
  );
}

import type { Readable } from 'node:stream';
import type { AuditChainReport, Event, EventFilters, Language, ListEventsQuery, Page } from '@bayan/shared';
import type { Viewer } from '../../lib/caller.js';
import { csvStream } from '../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../lib/csv/keyset.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { Period } from '../../lib/module/period.js';
import { eventCsvColumns } from './events.csv.js';
import type { EventQuery, EventsRepository } from './events.repository.js';
import type { EventRow } from './events.table.js';

export type EventsDeps = ModuleDeps<{ events: EventsRepository }> & Pick<ServiceRegistry, 'users'>;

/** An event with its actor's public id and name (null when anonymous or the system), and its record's name. */
export type EventWithActor = EventRow & {
  actorPubkey: string | null;
  actorName: string | null;
  subject?: string | null;
};

/** The audit log, read-only: events are written by each module's audit writer in the transaction of its change. */
export class EventsService {
  constructor(private readonly deps: EventsDeps) {}

  private get repository() {
    return this.deps.repos.events;
  }

  /** What the viewer may read: an ADMIN sees no event done by or about a SUPERADMIN (users.access.ts). */
  async findEvents({ page, limit, ...filters }: ListEventsQuery, viewer: Viewer): Promise<Page<Event>> {
    const { rows, total } = await this.repository.findPage({ ...(await this.query(filters, viewer)), page, limit });
    return { data: (await this.withSubjects(await this.withActors(rows))).map(toEvent), total, currentPage: page };
  }

  /** An event the viewer may not read answers 404, like a missing one. */
  async getEvent(id: number, viewer: Viewer): Promise<Event> {
    const row = await this.repository.findById(id, await this.deps.users.accounts.hiddenFrom(viewer));
    if (!row) throw new AppError('EVENTS_NOT_FOUND');
    const [named] = await this.withSubjects(await this.withActors([row]));
    return toEvent(named!);
  }

  /** Every matching event as CSV, newest first, read from the database in keyset batches. */
  async exportEvents(filters: EventFilters, viewer: Viewer, lang: Language): Promise<Readable> {
    const query = await this.query(filters, viewer);
    const batches = keysetBatches((after, limit) => this.repository.findBatch(query, after, limit));
    const withActors = (rows: EventRow[]) => this.withActors(rows);
    async function* named() {
      for await (const batch of batches) yield await withActors(batch);
    }
    return csvStream(eventCsvColumns(lang), named());
  }

  /** Whether the log is as written: the first event edited, deleted or inserted out of place (SUPERADMIN only, by the route). */
  verifyChain(): Promise<AuditChainReport> {
    return this.repository.verifyChain();
  }

  dashboardFigures = async (period: Period, viewer: Viewer) =>
    this.repository.dashboardCounts(period, await this.deps.users.accounts.hiddenFrom(viewer));

  /** The actor filter names an account by pubkey; the events table knows its id. */
  private async query({ actor, ...filters }: EventFilters, viewer: Viewer): Promise<EventQuery> {
    const hidden = await this.deps.users.accounts.hiddenFrom(viewer);
    if (actor === undefined) return { ...filters, hidden };
    const account = await this.deps.users.accounts.findByPubkey(actor);
    return { ...filters, actorId: account?.id ?? null, hidden };
  }

  private async withActors<T extends EventRow>(rows: T[]): Promise<(T & EventWithActor)[]> {
    const names = await this.deps.users.accounts.names(
      rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
    );
    return rows.map((row) => {
      const actor = row.actorId === null ? undefined : names.get(row.actorId);
      return { ...row, actorPubkey: actor?.pubkey ?? null, actorName: actor?.name ?? null };
    });
  }

  /** Each event's record by the name its module gives it (a deed's number), one lookup per kind of record. */
  private async withSubjects<T extends EventWithActor>(rows: T[]): Promise<T[]> {
    const ids = new Map<string, string[]>();
    for (const { entity, entityId } of rows) if (entityId) ids.set(entity, [...(ids.get(entity) ?? []), entityId]);
    const names = new Map(
      await Promise.all(
        [...ids].map(async ([entity, list]) => [entity, await this.deps.auditSubjects(entity, list)] as const),
      ),
    );
    return rows.map((row) => ({ ...row, subject: (row.entityId && names.get(row.entity)?.get(row.entityId)) || null }));
  }
}

export function toEvent(row: EventWithActor): Event {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    subject: row.subject ?? null,
    actor: row.actorPubkey === null ? null : { pubkey: row.actorPubkey, name: row.actorName ?? '' },
    ip: row.ip,
    userAgent: row.userAgent,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

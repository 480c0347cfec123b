import type { Readable } from 'node:stream';
import type { Event, EventFilters, Language, ListEventsQuery, Page } from '@bayan/shared';
import { csvStream } from '../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../lib/csv/keyset.js';
import { AppError } from '../../lib/http/app-error.js';
import type { ServiceDeps } from '../../services.js';
import { eventCsvColumns } from './events.csv.js';
import type { EventWithActor } from './events.repository.js';

/** The audit log, read-only: events are written by each module in the transaction of its change. */
export class EventsService {
  constructor(private readonly deps: ServiceDeps) {}

  private get repository() {
    return this.deps.repos.events;
  }

  async findEvents(query: ListEventsQuery): Promise<Page<Event>> {
    const { rows, total } = await this.repository.findPage(query);
    return { data: rows.map(toEvent), total, currentPage: query.page };
  }

  async getEvent(id: number): Promise<Event> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('EVENTS_NOT_FOUND');
    return toEvent(row);
  }

  /** Every matching event as CSV, newest first, read from the database in keyset batches. */
  exportEvents(filters: EventFilters, lang: Language): Promise<Readable> {
    const batches = keysetBatches((after, limit) => this.repository.findBatch(filters, after, limit));
    return csvStream(eventCsvColumns(lang), batches);
  }
}

export function toEvent(row: EventWithActor): Event {
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: row.actorPubkey === null ? null : { pubkey: row.actorPubkey, name: row.actorName ?? '' },
    ip: row.ip,
    userAgent: row.userAgent,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

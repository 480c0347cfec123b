import type { Db } from '../../db/client.js';
import type { CountCache } from '../../lib/list/count-cache.js';
import type { AuditWriter } from '../../lib/module/audit.js';
import { EventsRepository } from './events.repository.js';

/** The audit writer every module is given: an insert into the events table, in the caller's transaction when given. */
export function eventsAuditWriter(db: Db, counts: CountCache): AuditWriter {
  return {
    record: (actor, entry, { tx, at } = {}) => new EventsRepository(tx?.db ?? db, counts).record(actor, entry, at),
  };
}

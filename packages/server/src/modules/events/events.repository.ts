import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { events } from './events.table.js';

export interface AuditEntry {
  /** A dotted verb: `user.create`, `auth.login`, `auth.login_failed`, `name.delete`… */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes audit events; give it the transaction of the change so both commit or neither does. */
export class EventsRepository {
  constructor(private readonly db: Db) {}

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
  }
}

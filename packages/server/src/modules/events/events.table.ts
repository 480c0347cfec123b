import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * The audit log (PRODUCT.md §6): one row per write, login, logout, failed login and signature,
 * written in the same transaction as the change it describes.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The chain (events.chain.ts): the database's events_chain trigger sets all three at every
    // insert, replacing whatever the insert gave, so a writer sends placeholders it cannot choose.
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    prevHash: text('prev_hash')
      .notNull()
      .$defaultFn(() => ''),
    hash: text('hash')
      .notNull()
      .$defaultFn(() => ''),
  },
  (t) => [
    index('events_created_idx').on(t.createdAt, t.id),
    index('events_actor_idx').on(t.actorId, t.createdAt),
    index('events_entity_idx').on(t.entity, t.entityId),
    index('events_action_idx').on(t.action, t.createdAt),
    uniqueIndex('events_seq_idx').on(t.seq),
  ],
);

/** The chain's head, one row: the last event's seq and hash, and where the kept chain starts (audit_chain_trim). */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: integer('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    baseSeq: bigint('base_seq', { mode: 'number' }).notNull(),
    baseHash: text('base_hash').notNull(),
  },
  () => [check('audit_chain_head_one_row', sql`"id" = 1`)],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

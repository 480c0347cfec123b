import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from '../appointments/appointments.table.js';

/**
 * One row per reminder sent (24 h and 2 h before a Planed appointment), written in the transaction
 * that queues its email and SMS: the unique (appointment, kind) is what makes each reminder go
 * out once, whichever server process's sweep reaches it first, and across restarts.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once').on(t.appointmentId, t.kind),
    check('appointment_reminders_kind_check', sql`${t.kind} in ('24h', '2h')`),
  ],
);

/**
 * A reminder's confirm or cancel link. The token itself is never stored, only its SHA-256: the
 * row makes it single-use (`used_at`, set by compare-and-swap) and names what it may do.
 */
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    action: text('action').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('appointment_links_token_key').on(t.tokenHash),
    index('appointment_links_appointment_idx').on(t.appointmentId),
    check('appointment_links_action_check', sql`${t.action} in ('confirm', 'cancel')`),
  ],
);

export type AppointmentLinkRow = typeof appointmentLinks.$inferSelect;

import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '@bayan/shared';

export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);

/**
 * Every email and SMS the product sends. In the embedded default nothing leaves the machine and
 * SUPERADMIN reads them here (GET /api/outbox); with SMTP_URL, emails are also delivered and
 * `sentAt` or `error` records how that went.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An email's HTML part, sent beside `body` as its text part; null for an SMS. */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt, t.id), index('outbox_recipient_idx').on(t.recipient)],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS, OUTBOX_STATES } from '@bayan/shared';

export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);
export const outboxStateEnum = pgEnum('outbox_state', OUTBOX_STATES);

/** A WhatsApp template message as the Cloud API takes it, fixed when the message is written. */
export interface WhatsAppTemplate {
  name: string;
  /** The template's language code at Meta (`ar`, `en_US`…). */
  language: string;
  /** The body's {{1}}…: the text of a notice, or the code of an authentication template. */
  parameters: string[];
  /** An authentication template's copy-code button, which carries the code again. */
  codeButton?: string;
}

/**
 * An email's calendar invitation (RFC 5546), fixed when the message is written: it says what the
 * appointment was at that moment, and a later change sends its own with a higher SEQUENCE.
 */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** The whole VCALENDAR, METHOD included. */
  content: string;
  /**
   * A series' other visits, one VCALENDAR each with the same METHOD (iTIP allows one UID a
   * message, and each visit keeps its own UID for later changes): attached as invite-2.ics, ….
   */
  more?: string[];
}

/**
 * Every email, SMS and WhatsApp message the product sends. In the embedded default nothing leaves
 * the machine (`kept`) and SUPERADMIN reads them here (GET /api/outbox); with SMTP_URL, SMS_URL or
 * WHATSAPP_URL its channel's messages are delivered by a durable job, and `state`, `error`,
 * `attempts` and the provider's message id record how that went.
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
    state: outboxStateEnum('state').notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    template: jsonb('template').$type<WhatsAppTemplate>(),
    /** An email's .ics invitation (text/calendar part and attachment); null for most messages. */
    calendar: jsonb('calendar').$type<CalendarInvite>(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_recipient_idx').on(t.recipient),
    // A status callback finds its message by the provider's id.
    uniqueIndex('outbox_provider_message_idx')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CalendarFeedKind, Language } from '@bayan/shared';
import { users } from '../../users/users.table.js';

/**
 * A doctor's or a patient's private calendar feed (issue 35). The token itself is never stored,
 * only its SHA-256, as a reminder link's. One row per account and kind: turning the feed on again
 * replaces the hash in place (the old link stops with that statement), turning it off deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<CalendarFeedKind>().notNull(),
    /** The language the feed's texts are written in: the one the owner used when making the link. */
    lang: text('lang').$type<Language>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_owner_key').on(t.userId, t.kind),
    uniqueIndex('calendar_feeds_token_key').on(t.tokenHash),
    check('calendar_feeds_kind_check', sql`${t.kind} in ('doctor', 'patient')`),
    check('calendar_feeds_lang_check', sql`${t.lang} in ('ar', 'en')`),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters for throttling (PRODUCT.md §5), in the database so every API process sees the same
 * numbers. A row is a fixed window per key; `lockedUntil` holds a login back-off.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastAt: timestamp('last_at', { withTimezone: true }),
});

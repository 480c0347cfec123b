import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const names = pgTable(
  'names',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    transliteration: text('transliteration').notNull(),
    meaningAr: text('meaning_ar').notNull(),
    meaningEn: text('meaning_en').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    // Folded once on write by the SQL function ar_normalize (migration 0000), so a search
    // is one trigram-indexed LIKE whatever the size of the table.
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`ar_normalize(name || ' ' || transliteration || ' ' || meaning_ar || ' ' || meaning_en)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('names_order_idx').on(t.order, t.id),
    index('names_active_order_idx').on(t.isActive, t.order, t.id),
    index('names_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export type NameRow = typeof names.$inferSelect;
export type NewNameRow = typeof names.$inferInsert;

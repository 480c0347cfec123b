import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { newPubkey } from '../clinic-ids.js';
import { namesSearchKey, updatedAt } from './directory-columns.js';

export const specialities = pgTable(
  'specialities',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    searchKey: namesSearchKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('specialities_pubkey_key').on(t.pubkey)],
);

/** What a clinic sells; amounts are integer halalas (SAR × 100), never floats. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    searchKey: namesSearchKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_pubkey_key').on(t.pubkey),
    check('services_price_check', sql`${t.priceHalalas} >= 0`),
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

export type NewSpecialityRow = typeof specialities.$inferInsert;
export type NewServiceRow = typeof services.$inferInsert;

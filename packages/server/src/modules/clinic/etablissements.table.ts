import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newPubkey } from './clinic-ids.js';

/** A clinic (the spec's spelling): its calendar defaults are PRODUCT.md §7's, Saturday–Thursday 09:00–21:00 Riyadh. */
export const etablissements = pgTable(
  'etablissements',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    // Weekdays 0 = Sunday … 6 = Saturday, as the availability engine counts them.
    weekendDays: integer('weekend_days')
      .array()
      .notNull()
      .default(sql`'{5}'`),
    startHour: time('start_hour').notNull().default('09:00'),
    endHour: time('end_hour').notNull().default('21:00'),
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('etablissements_pubkey_key').on(t.pubkey)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sections_pubkey_key').on(t.pubkey)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    sectionId: integer('section_id').references(() => sections.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rooms_pubkey_key').on(t.pubkey), uniqueIndex('rooms_name_key').on(t.etablissementId, t.name)],
);

export type EtablissementRow = typeof etablissements.$inferSelect;
export type NewEtablissementRow = typeof etablissements.$inferInsert;
export type NewSectionRow = typeof sections.$inferInsert;
export type NewRoomRow = typeof rooms.$inferInsert;

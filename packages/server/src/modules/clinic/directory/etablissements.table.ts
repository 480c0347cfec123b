import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newPubkey } from '../clinic-ids.js';
import { namesSearchKey, updatedAt } from './directory-columns.js';

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
    // Folded like namesSearchKey(), with the address and phone a caller may search by.
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`ar_normalize(name_ar || ' ' || name_en || ' ' || address || ' ' || coalesce(phone, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('etablissements_pubkey_key').on(t.pubkey),
    check('etablissements_hours_check', sql`${t.startHour} < ${t.endHour}`),
    check('etablissements_weekend_check', sql`${t.weekendDays} <@ '{0,1,2,3,4,5,6}'::integer[]`),
  ],
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
    searchKey: namesSearchKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sections_pubkey_key').on(t.pubkey),
    index('sections_etablissement_idx').on(t.etablissementId),
    // The target of rooms' (section, clinic) key: a room's section is always of the room's clinic.
    unique('sections_id_etablissement_key').on(t.id, t.etablissementId),
  ],
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
    description: text('description').notNull().default(''),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`ar_normalize(name || ' ' || description)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rooms_pubkey_key').on(t.pubkey),
    uniqueIndex('rooms_name_key').on(t.etablissementId, t.name),
    index('rooms_section_idx').on(t.sectionId),
    foreignKey({
      name: 'rooms_section_same_clinic_fk',
      columns: [t.sectionId, t.etablissementId],
      foreignColumns: [sections.id, sections.etablissementId],
    }),
  ],
);

export type EtablissementRow = typeof etablissements.$inferSelect;
export type NewEtablissementRow = typeof etablissements.$inferInsert;
export type NewSectionRow = typeof sections.$inferInsert;
export type NewRoomRow = typeof rooms.$inferInsert;

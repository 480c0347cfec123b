import { integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';
import { specialities } from './catalogue.table.js';
import { etablissements, rooms } from './etablissements.table.js';

/** A DOCTOR account's clinic profile; the account (name, contacts) stays in users. */
export const doctors = pgTable('doctors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  specialityId: integer('speciality_id').references(() => specialities.id),
  etablissementId: integer('etablissement_id')
    .notNull()
    .references(() => etablissements.id),
  // Copied onto each appointment at booking, where the room exclusion constraint reads it.
  roomId: integer('room_id').references(() => rooms.id),
  bio: text('bio').notNull().default(''),
  // Kept by the ratings (a later issue) so the doctor lists sort by it without an aggregate.
  rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A PATIENT account's clinic file. Birthday, gender and ID number are the account's own (users),
 * so they are not repeated here.
 */
export const patients = pgTable('patients', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctorRow = typeof doctors.$inferInsert;

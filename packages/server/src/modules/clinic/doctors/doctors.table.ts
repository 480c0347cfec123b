import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { specialities } from '../directory/catalogue.table.js';
import { etablissements, rooms } from '../directory/etablissements.table.js';

/** A DOCTOR account's clinic profile; the account (name, contacts) stays in users. */
export const doctors = pgTable(
  'doctors',
  {
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
    // Kept by the ratings (ratings.repository.ts recomputes both) so the doctor lists sort by it without an aggregate.
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // The public photo (doctors.photo.ts): a random key in the file store, never the account's own
    // file (users.file_key: an avatar or an ID document, private to its owner and the admins).
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    photoSize: integer('photo_size'),
    // Set with each new photo: its URL's version, so a replaced photo is not served from a cache.
    photoUpdatedAt: timestamp('photo_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctors_etablissement_idx').on(t.etablissementId),
    index('doctors_speciality_idx').on(t.specialityId),
    // A photo is all four columns or none.
    check(
      'doctors_photo_check',
      sql`num_nulls(${t.photoKey}, ${t.photoType}, ${t.photoSize}, ${t.photoUpdatedAt}) in (0, 4)`,
    ),
  ],
);

/**
 * A PATIENT account's clinic file. Birthday, gender and ID number are the account's own (users),
 * so they are not repeated here.
 */
export const patients = pgTable('patients', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  // The care team's notes on the patient: never shown to anyone outside it.
  notes: text('notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The clinics that registered a patient at their desk. With the clinics the patient has
 * appointments in, they are the clinics whose staff see the file (patients.scope.ts).
 */
export const patientClinics = pgTable(
  'patient_clinics',
  {
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.userId),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    registeredBy: integer('registered_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'patient_clinics_pkey', columns: [t.patientId, t.etablissementId] }),
    index('patient_clinics_etablissement_idx').on(t.etablissementId),
  ],
);

export type DoctorRow = typeof doctors.$inferSelect;
export type NewDoctorRow = typeof doctors.$inferInsert;
export type PatientRow = typeof patients.$inferSelect;

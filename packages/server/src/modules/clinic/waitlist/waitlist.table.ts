import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { consultationTypes } from '../agendas/agendas.table.js';
import { newPubkey } from '../clinic-ids.js';
import { specialities } from '../directory/catalogue.table.js';
import { etablissements } from '../directory/etablissements.table.js';
import { doctors } from '../doctors/doctors.table.js';

/** active: waiting; offered: a seat is held for it now; booked, left, expired: final. */
export const waitlistStatusEnum = pgEnum('waitlist_status', ['active', 'offered', 'booked', 'left', 'expired']);

/**
 * A patient waiting for a seat of one doctor, or of any doctor of a speciality at one clinic, on
 * local days [from_date, to_date] and optionally within minutes of the day [from_minute, to_minute).
 * One live entry per patient and target: the partial unique index in migration 0036.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    doctorId: integer('doctor_id').references(() => doctors.userId),
    specialityId: integer('speciality_id').references(() => specialities.id),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    consultationTypeId: integer('consultation_type_id').references(() => consultationTypes.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    status: waitlistStatusEnum('status').notNull().default('active'),
    offerCount: integer('offer_count').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_pubkey_key').on(t.pubkey),
    index('waitlist_entries_doctor_idx').on(t.doctorId, t.status, t.createdAt),
    index('waitlist_entries_speciality_idx').on(t.etablissementId, t.specialityId, t.status, t.createdAt),
    index('waitlist_entries_patient_idx').on(t.patientId, t.status),
    check('waitlist_entries_target_check', sql`(${t.doctorId} is null) <> (${t.specialityId} is null)`),
    check('waitlist_entries_days_check', sql`${t.toDate} >= ${t.fromDate} and ${t.toDate} - ${t.fromDate} < 60`),
    check(
      'waitlist_entries_minutes_check',
      sql`(${t.fromMinute} is null and ${t.toMinute} is null) or (${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.fromMinute} < ${t.toMinute})`,
    ),
    check('waitlist_entries_type_check', sql`${t.consultationTypeId} is null or ${t.doctorId} is not null`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntryRow = typeof waitlistEntries.$inferInsert;
export type WaitlistStatusValue = WaitlistEntryRow['status'];

import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { appointments } from '../appointments/appointments.table.js';
import { specialities } from '../directory/catalogue.table.js';
import { newPubkey } from '../clinic-ids.js';
import { etablissements } from '../directory/etablissements.table.js';

export const reservationStatusEnum = pgEnum('reservation_status', [
  'unverified',
  'pending',
  'accepted',
  'declined',
  'expired',
]);

/**
 * A visitor's appointment request (spec §7 `appointment-reservation`). Staff see it once the phone
 * answered its code (pending); accepting it books an appointment for the patient account found or
 * opened from its ID number and phone, declining it keeps the reason. Every change is a
 * compare-and-swap on `status`; the checks keep each state's facts together.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    /** SHA-256 of the secret the visitor's screen holds (status read, code confirmation). */
    tokenHash: text('token_hash').notNull(),
    status: reservationStatusEnum('status').notNull().default('unverified'),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    doctorId: integer('doctor_id').references(() => users.id),
    specialityId: integer('speciality_id').references(() => specialities.id),
    name: text('name').notNull(),
    /** E.164, as the contract normalises it. */
    phone: text('phone').notNull(),
    idNumber: text('id_number').notNull(),
    preferredDay: date('preferred_day', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time'),
    notes: text('notes').notNull().default(''),
    /** The language the visitor asked in: their text messages are in it. */
    lang: text('lang').notNull().default('ar'),
    /** The PATIENT account the request was linked to (or opened for) when staff accepted it. */
    patientId: integer('patient_id').references(() => users.id),
    /** Whether accepting opened that account: its first password comes by a link in the SMS. */
    openedAccount: boolean('opened_account').notNull().default(false),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`ar_normalize(name || ' ' || phone || ' ' || id_number)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservations_pubkey_key').on(t.pubkey),
    index('reservations_clinic_idx').on(t.etablissementId, t.status, t.createdAt),
    check('reservations_lang_check', sql`${t.lang} in ('ar', 'en')`),
    check(
      'reservations_accepted_check',
      sql`(${t.status} = 'accepted') = (${t.appointmentId} is not null and ${t.patientId} is not null)`,
    ),
    check('reservations_declined_check', sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`),
    check('reservations_verified_check', sql`(${t.status} in ('unverified', 'expired')) = (${t.verifiedAt} is null)`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReservationStatusValue = ReservationRow['status'];

import { sql } from 'drizzle-orm';
import { check, date, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.table.js';
import { consultationTypes } from '../agendas/agendas.table.js';
import { newPubkey } from '../clinic-ids.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements } from '../directory/etablissements.table.js';

export const seriesUnitEnum = pgEnum('appointment_series_unit', ['days', 'weeks']);

/**
 * A recurring series (issue 35): its rule, and how many occurrences were booked (`size`). Each
 * occurrence is an ordinary appointment pointing here (appointments.series_id), booked through the
 * same seat-taking path as a single booking, so every guarantee of the table holds per occurrence.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.userId),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id),
    etablissementId: integer('etablissement_id')
      .notNull()
      .references(() => etablissements.id),
    consultationTypeId: integer('consultation_type_id')
      .notNull()
      .references(() => consultationTypes.id),
    intervalUnit: seriesUnitEnum('interval_unit').notNull(),
    intervalN: integer('interval_n').notNull(),
    count: integer('count'),
    untilDate: date('until_date', { mode: 'string' }),
    firstStart: timestamp('first_start', { withTimezone: true }).notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_series_pubkey_key').on(t.pubkey),
    uniqueIndex('appointment_series_idempotency_key').on(t.createdBy, t.idempotencyKey),
    check('appointment_series_interval_check', sql`${t.intervalN} >= 1`),
    check('appointment_series_end_check', sql`(${t.count} is null) <> (${t.untilDate} is null)`),
    check('appointment_series_size_check', sql`${t.size} between 1 and 52`),
  ],
);

export type SeriesRow = typeof appointmentSeries.$inferSelect;
export type NewSeriesRow = typeof appointmentSeries.$inferInsert;

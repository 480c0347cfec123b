import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { agendas, consultationTypes } from '../agendas/agendas.table.js';
import { newPubkey } from '../clinic-ids.js';
import { doctors } from '../doctors/doctors.table.js';
import { etablissements, rooms } from '../directory/etablissements.table.js';
import { waitlistEntries } from '../waitlist/waitlist.table.js';
import { appointmentSeries } from '../series/series.table.js';

export const appointmentStatusEnum = pgEnum('appointment_status', [
  'pending',
  'planed',
  'rejected',
  'canceled',
  'done',
  'no_show',
  // A seat held for a waitlist offer until hold_expires_at (it takes its seat like a booking), then
  // confirmed into pending/planed by compare-and-swap, or lapsed by the expiry job (final).
  'held',
  'lapsed',
]);

/** The statuses that take a seat: the exclusion constraints' and availability's (migration 0036). */
export const SEAT_TAKING = ['pending', 'planed', 'held'] as const;

/** A waitlist offer's own states: never an appointment in lists, exports, counts or lookups by public id. */
export const WAITLIST_ONLY = ['held', 'lapsed'] as const;

/**
 * A booking. No double booking is the database's to prove: the exclusion constraints on seats,
 * patients and rooms are in migration 0009 (drizzle cannot declare them), over the active rows.
 */
export const appointments = pgTable(
  'appointments',
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
    roomId: integer('room_id').references(() => rooms.id),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id),
    consultationTypeId: integer('consultation_type_id')
      .notNull()
      .references(() => consultationTypes.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: appointmentStatusEnum('status').notNull(),
    seatNo: integer('seat_no').notNull(),
    // The agenda's patients limit at booking: a later change of the agenda moves no seat.
    capacity: integer('capacity').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    notes: text('notes'),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /** A waitlist offer's seat: until when it is held, and for which entry (kept once confirmed). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    waitlistEntryId: integer('waitlist_entry_id').references(() => waitlistEntries.id),
    rescheduledFromId: integer('rescheduled_from_id').references((): AnyPgColumn => appointments.id),
    // A recurring series' occurrence and its place in it (1-based); a reschedule keeps both.
    seriesId: integer('series_id').references(() => appointmentSeries.id),
    seriesIndex: integer('series_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_pubkey_key').on(t.pubkey),
    // A retried POST finds the first booking instead of making a second (PRODUCT.md §4).
    uniqueIndex('appointments_idempotency_key').on(t.bookedBy, t.idempotencyKey),
    index('appointments_doctor_start_idx').on(t.doctorId, t.startAt),
    // Availability: a doctor's seats held over a window. end_at > from bounds the scan, start_at < to
    // is read from the index too, and the table itself is never visited (an index-only scan).
    index('appointments_active_doctor_end_idx')
      .on(t.doctorId, t.endAt, t.startAt)
      .where(sql`${t.status} in ('pending', 'planed', 'held')`),
    // The expiry job's due holds.
    index('appointments_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index('appointments_patient_start_idx').on(t.patientId, t.startAt),
    // A calendar feed lists the last of each reschedule chain and walks a chain back to its first.
    index('appointments_rescheduled_from_idx')
      .on(t.rescheduledFromId)
      .where(sql`${t.rescheduledFromId} is not null`),
    index('appointments_etablissement_start_idx').on(t.etablissementId, t.startAt),
    check('appointments_seat_check', sql`${t.seatNo} between 1 and ${t.capacity}`),
    check('appointments_range_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'appointments_hold_check',
      sql`${t.status} <> 'held' or (${t.holdExpiresAt} is not null and ${t.waitlistEntryId} is not null)`,
    ),
    check('appointments_series_check', sql`(${t.seriesId} is null) = (${t.seriesIndex} is null)`),
    index('appointments_series_idx')
      .on(t.seriesId, t.seriesIndex)
      .where(sql`${t.seriesId} is not null`),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;
export type AppointmentStatusValue = AppointmentRow['status'];

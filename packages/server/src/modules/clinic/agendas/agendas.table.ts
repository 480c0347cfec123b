import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newPubkey } from '../clinic-ids.js';
import { doctors } from '../doctors/doctors.table.js';

/** Minutes after local midnight, half-open: `{ start: 540, end: 780 }` is 09:00–13:00. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** Working hours per weekday (0 = Sunday … 6 = Saturday), the availability engine's shape. */
export type WeeklyHours = Partial<Record<number, MinuteRange[]>>;

/**
 * A doctor's bookable period: its dates are inclusive and local to the doctor's etablissement.
 * One doctor's agendas never share a date: an exclusion constraint in migration 0013 (drizzle
 * cannot declare it) says so, over `daterange(start_date, end_date, '[]')`.
 */
export const agendas = pgTable(
  'agendas',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.userId),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    consultationDuration: integer('consultation_duration').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    patientsLimit: integer('patients_limit').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agendas_pubkey_key').on(t.pubkey),
    index('agendas_doctor_idx').on(t.doctorId, t.startDate),
    check('agendas_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('agendas_duration_check', sql`${t.consultationDuration} > 0`),
    check('agendas_patients_limit_check', sql`${t.patientsLimit} >= 1`),
  ],
);

export const consultationTypes = pgTable(
  'consultation_types',
  {
    id: serial('id').primaryKey(),
    pubkey: text('pubkey').notNull().$defaultFn(newPubkey),
    agendaId: integer('agenda_id')
      .notNull()
      .references(() => agendas.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    // Null: the clinic-wide setting clinic_cancellation_cutoff_hours applies.
    cancellationCutoffHours: integer('cancellation_cutoff_hours'),
    // Set when the type stops being offered; never deleted while an appointment points at it.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_types_pubkey_key').on(t.pubkey),
    check('consultation_types_duration_check', sql`${t.durationMinutes} > 0`),
    check('consultation_types_price_check', sql`${t.priceHalalas} >= 0`),
  ],
);

export type AgendaRow = typeof agendas.$inferSelect;
export type NewAgendaRow = typeof agendas.$inferInsert;
export type ConsultationTypeRow = typeof consultationTypes.$inferSelect;
export type NewConsultationTypeRow = typeof consultationTypes.$inferInsert;

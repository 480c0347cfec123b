import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { roleEnum, users } from '../../users/users.table.js';
import { appointmentStatusEnum, appointments } from './appointments.table.js';

/** Every state change of an appointment, written in the transaction that makes it; never updated. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    // Null on the booking itself (the appointment comes from Free, a slot state, not a row).
    fromStatus: appointmentStatusEnum('from_status'),
    toStatus: appointmentStatusEnum('to_status').notNull(),
    // Null: the system (an unconfirmed booking rejected in time).
    actorId: integer('actor_id').references(() => users.id),
    actorRole: roleEnum('actor_role'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_history_appointment_idx').on(t.appointmentId, t.at)],
);

export type NewAppointmentHistoryRow = typeof appointmentHistory.$inferInsert;

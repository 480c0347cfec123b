import { AppError } from '../../../lib/http/app-error.js';
import type { AppointmentRow, NewAppointmentRow } from './appointments.table.js';
import type { ClinicRepos } from '../clinic.deps.js';

const MAX_DEADLOCK_RETRIES = 5;
const CONFLICTS = {
  patient: 'CLINIC_PATIENT_OVERLAP',
  room: 'CLINIC_ROOM_TAKEN',
  idempotency: 'CLINIC_IDEMPOTENCY_KEY_REUSED',
  // Still deadlocked after the retries: the slot is too contested to promise a seat.
  deadlock: 'CLINIC_NO_FREE_APPOINTMENTS',
} as const;

/** One seat: the row, or undefined when another booking holds it; a deadlock is tried again. */
async function trySeat(repos: ClinicRepos, values: NewAppointmentRow): Promise<AppointmentRow | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await repos.appointments.tryInsert(values);
    if ('row' in result) return result.row;
    if (result.conflict === 'seat') return undefined;
    if (result.conflict !== 'deadlock' || attempt >= MAX_DEADLOCK_RETRIES)
      throw new AppError(CONFLICTS[result.conflict]);
  }
}

/**
 * Takes the lowest free seat: each try is an insert the exclusion constraint accepts or refuses,
 * so two bookings racing for a seat cannot both have it, whatever they read before.
 */
export async function takeSeat(repos: ClinicRepos, values: Omit<NewAppointmentRow, 'seatNo'>): Promise<AppointmentRow> {
  for (let seatNo = 1; seatNo <= values.capacity; seatNo += 1) {
    const row = await trySeat(repos, { ...values, seatNo });
    if (row) return row;
  }
  throw new AppError('CLINIC_NO_FREE_APPOINTMENTS');
}

import { pgErrorOf } from '../../../db/pg-error.js';

/** Which guarantee of the appointments table refused a row, by the constraint PostgreSQL names. */
const CONSTRAINTS = {
  appointments_doctor_seat_excl: 'seat',
  appointments_patient_overlap_excl: 'patient',
  appointments_room_excl: 'room',
  appointments_idempotency_key: 'idempotency',
} as const;

/**
 * `deadlock`: two bookings inserted rows that each conflict with the other's, each checked while
 * the other was still in progress, and PostgreSQL aborted one insert. Trying the same seat again
 * then waits for the survivor and gets a plain answer.
 */
export type Conflict = (typeof CONSTRAINTS)[keyof typeof CONSTRAINTS] | 'deadlock';

/** 23P01: exclusion_violation; 23505: unique_violation. */
const CONFLICT_CODES = new Set(['23P01', '23505']);

/** The conflict behind a failed insert, or undefined for any other failure. */
export function conflictOf(error: unknown): Conflict | undefined {
  const { code, constraint } = pgErrorOf(error) ?? {};
  if (code === '40P01') return 'deadlock';
  if (code === undefined || !CONFLICT_CODES.has(code) || constraint === undefined) return undefined;
  return Object.hasOwn(CONSTRAINTS, constraint) ? CONSTRAINTS[constraint as keyof typeof CONSTRAINTS] : undefined;
}

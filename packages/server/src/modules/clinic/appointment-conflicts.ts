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

/**
 * The conflict behind a failed insert, or undefined for any other failure. Drizzle wraps the
 * driver's error (node-postgres or PGlite, both carrying `code` and `constraint`) in `cause`.
 */
export function conflictOf(error: unknown): Conflict | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '40P01') return 'deadlock';
    if (typeof code === 'string' && CONFLICT_CODES.has(code) && typeof constraint === 'string') {
      return Object.hasOwn(CONSTRAINTS, constraint) ? CONSTRAINTS[constraint as keyof typeof CONSTRAINTS] : undefined;
    }
    current = cause;
  }
  return undefined;
}

import {
  errorMessage,
  type Appointment,
  type ErrorCode,
  type Language,
  type SeriesOccurrence,
  type SeriesRule,
} from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import { insertBooking } from '../appointments/appointments.book.js';
import { planSlot, type BookingParties, type BookingPlan } from '../appointments/appointments.plan.js';
import type { Consent } from '../patients/patients.consent.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { occurrenceStarts } from './series-rule.js';

/**
 * The refusals that make one occurrence a conflict (the calendar's rules, a taken seat, the
 * patient or the room busy); any other failure fails the whole series.
 */
const CONFLICTS = new Set<ErrorCode>([
  'CLINIC_SLOT_IN_PAST',
  'CLINIC_SLOT_TOO_SOON',
  'CLINIC_SLOT_UNAVAILABLE',
  'CLINIC_CLOSED',
  'CLINIC_SLOT_BLOCKED',
  'CLINIC_TYPE_NOT_OFFERED',
  'CLINIC_NO_FREE_APPOINTMENTS',
  'CLINIC_PATIENT_OVERLAP',
  'CLINIC_ROOM_TAKEN',
]);

/** One occurrence of a rule: its plan when the calendar allows it, else the refusal's code. */
export interface Attempt {
  index: number;
  start: number;
  end: number;
  plan?: BookingPlan;
  reason?: ErrorCode;
}

const conflictOf = (error: unknown): ErrorCode => {
  if (error instanceof AppError && CONFLICTS.has(error.code)) return error.code;
  throw error;
};

/** Every occurrence of the rule, each checked by the single booking's own plan (planSlot), before any transaction. */
export async function planOccurrences(
  deps: ClinicDeps,
  parties: BookingParties,
  rule: SeriesRule,
  durationMinutes: number,
  notes?: string,
): Promise<Attempt[]> {
  const starts = occurrenceStarts(rule, parties.doctor.timeZone);
  const attempts: Attempt[] = [];
  for (const [i, start] of starts.entries()) {
    const attempt = { index: i + 1, start, end: start + durationMinutes * 60_000 };
    try {
      attempts.push({ ...attempt, plan: await planSlot(deps, parties, { ...rule, start, notes }) });
    } catch (error) {
      attempts.push({ ...attempt, reason: conflictOf(error) });
    }
  }
  return attempts;
}

/** Where the seated occurrences go: their series and its first place; none in a preview. */
export interface SeatTarget {
  seriesId: number | null;
  consent?: Consent | undefined;
}

/**
 * Takes each planned occurrence's seat in `tx`, in order, through the single booking's own insert
 * (insertBooking: the parties' locks, the calendar again under them, the lowest free seat by the
 * exclusion constraints). A refused seat marks its attempt a conflict; the consent is spent once.
 */
export async function seatOccurrences(
  deps: ClinicDeps,
  tx: Tx,
  attempts: Attempt[],
  caller: Caller,
  target: SeatTarget,
): Promise<Appointment[]> {
  const booked: Appointment[] = [];
  for (const attempt of attempts) {
    if (!attempt.plan) continue;
    const consent = booked.length === 0 ? target.consent : undefined;
    const plan = { ...attempt.plan, ...(consent ? { consent } : {}) };
    const seriesIndex = target.seriesId === null ? null : booked.length + 1;
    try {
      booked.push(
        await insertBooking(deps, tx, plan, caller, {
          idempotencyKey: null,
          seriesId: target.seriesId,
          seriesIndex,
        }),
      );
    } catch (error) {
      attempt.reason = conflictOf(error);
    }
  }
  return booked;
}

/** The attempts as the API lists them: free, or in conflict with why, in the caller's language. */
export const toOccurrences = (attempts: Attempt[], lang: Language): SeriesOccurrence[] =>
  attempts.map(({ index, start, end, reason }) => ({
    index,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    ...(reason
      ? { state: 'conflict' as const, reason, message: errorMessage(reason, lang) }
      : { state: 'free' as const }),
  }));

/** 409 for an all-or-nothing series that cannot be met: each conflict in `details` (path `occurrences.<index>`). */
export function seriesConflict(attempts: Attempt[], lang: Language): AppError {
  const details = attempts
    .filter((a) => a.reason)
    .map((a) => ({
      path: `occurrences.${a.index}`,
      code: a.reason!,
      message: errorMessage(a.reason!, lang),
    }));
  return new AppError('CLINIC_SERIES_CONFLICT', details);
}

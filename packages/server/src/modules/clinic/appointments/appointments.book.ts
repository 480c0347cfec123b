import type { Appointment } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { Tx } from '../../../lib/module/transaction.js';
import type { ClinicActor } from '../appointment-access.js';
import { tell } from './appointment-tell.js';
import { viewAppointment } from './appointment-view.js';
import type { AppointmentRow, NewAppointmentRow } from './appointments.table.js';
import { checkCalendar, planBooking, type BookingPlan, type BookingRequest } from './appointments.plan.js';
import { replayOf, type Booked } from './appointments.replay.js';
import { takeSeat } from './appointments.seat.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { spendConsent } from '../patients/patients.consent.js';

export type { Booked };

/**
 * What a seat's row takes beyond its plan: a replay key, the appointment it replaces, its place in a
 * series, or a waitlist hold.
 */
export type SeatExtra = Partial<
  Pick<
    NewAppointmentRow,
    'idempotencyKey' | 'rescheduledFromId' | 'seriesId' | 'seriesIndex' | 'holdExpiresAt' | 'waitlistEntryId'
  >
> & { status?: 'held' };

/**
 * The new seat (a booking, or a waitlist offer's hold: `extra.status`) and its first history line,
 * in the caller's transaction, under the parties' locks and the calendar's rules, the consent's code spent.
 */
export async function takeBookingSeat(
  deps: ClinicDeps,
  tx: Tx,
  plan: BookingPlan,
  caller: Caller,
  extra: SeatExtra,
): Promise<AppointmentRow> {
  const repos = deps.reposOf(tx);
  const confirmed = caller.role !== 'PATIENT' || plan.autoConfirm ? 'planed' : 'pending';
  const status = extra.status ?? confirmed;
  const values = { ...plan.values, ...extra, status, capacity: plan.capacity, bookedBy: caller.accountId } as const;
  await repos.doctors.ensurePatient(plan.values.patientId);
  const { roomId = null, doctorId, patientId } = plan.values;
  await repos.doctors.lockParties({ roomId, doctorId, patientId });
  const start = plan.values.startAt.getTime();
  await checkCalendar(repos, plan.doctor, plan.typePubkey, start, {
    now: deps.clock.now().getTime(),
    minNoticeMinutes: plan.minNoticeMinutes,
  });
  const row = await takeSeat(repos, values);
  if (plan.consent) await spendConsent(deps, plan.consent, tx, caller.lang);
  await repos.history.append({
    appointmentId: row.id,
    toStatus: row.status,
    actorId: caller.accountId,
    actorRole: caller.role,
  });
  return row;
}

/** A booking's seat (takeBookingSeat) as the API shows it. */
export async function insertBooking(
  deps: ClinicDeps,
  tx: Tx,
  plan: BookingPlan,
  caller: Caller,
  extra: Pick<NewAppointmentRow, 'idempotencyKey' | 'rescheduledFromId' | 'seriesId' | 'seriesIndex'>,
): Promise<Appointment> {
  const row = await takeBookingSeat(deps, tx, plan, caller, extra);
  return viewAppointment(deps, row.id, plan.names, tx);
}

/** The doctor hears of a new booking; the patient too when someone else booked it for them. */
export async function noticeBooking(
  deps: ClinicDeps,
  tx: Tx,
  appointment: Appointment,
  plan: BookingPlan,
  caller: Caller,
) {
  const { doctorId, patientId } = plan.values;
  const { doctor, patient } = appointment;
  if (doctorId !== caller.accountId) {
    await tell(deps, tx, doctorId, { notice: 'booked', appointment, other: patient.name });
  }
  if (patientId !== caller.accountId) {
    await tell(deps, tx, patientId, { notice: 'bookedForYou', appointment, other: doctor.name });
  }
}

export async function bookAppointment(
  deps: ClinicDeps,
  request: BookingRequest,
  caller: Caller,
  actor: ClinicActor,
  key: string | undefined,
): Promise<Booked> {
  const replay = key === undefined ? undefined : await replayOf(deps, caller, key, request);
  if (replay) return replay;
  const plan = await planBooking(deps, request, caller, actor);
  try {
    const appointment = await deps.transact(async (_repos, tx) => {
      const booked = await insertBooking(deps, tx, plan, caller, { idempotencyKey: key ?? null });
      const after = plan.consent?.way === 'code' ? { ...booked, consent: 'code' as const } : booked;
      await deps.audit.record(
        caller,
        { action: 'appointment.book', entity: 'appointment', entityId: booked.id, after },
        { tx },
      );
      await noticeBooking(deps, tx, booked, plan, caller);
      return booked;
    });
    return { appointment, replayed: false };
  } catch (error) {
    // A concurrent request with the same key may have won the seat: its booking is the answer.
    const raced =
      key !== undefined && error instanceof AppError ? await replayOf(deps, caller, key, request) : undefined;
    if (raced) return raced;
    throw error;
  }
}

import type { Appointment } from '@bayan/shared';
import type { Caller } from '../../lib/caller.js';
import { AppError } from '../../lib/http/app-error.js';
import type { Tx } from '../../lib/module/transaction.js';
import type { ClinicActor } from './appointment-access.js';
import { appointmentNotice } from './appointment-notices.js';
import { viewAppointment, viewAppointments } from './appointment-view.js';
import type { AppointmentRow, NewAppointmentRow } from './appointments.table.js';
import { planBooking, type BookingPlan, type BookingRequest } from './appointments.plan.js';
import type { ClinicDeps, ClinicRepos } from './clinic.deps.js';

const REPLAY_WINDOW = 24 * 3_600_000;
const MAX_DEADLOCK_RETRIES = 5;
const CONFLICTS = {
  patient: 'CLINIC_PATIENT_OVERLAP',
  room: 'CLINIC_ROOM_TAKEN',
  idempotency: 'CLINIC_IDEMPOTENCY_KEY_REUSED',
  // Still deadlocked after the retries: the slot is too contested to promise a seat.
  deadlock: 'CLINIC_NO_FREE_APPOINTMENTS',
} as const;

export interface Booked {
  appointment: Appointment;
  /** An Idempotency-Key seen before: the first booking, not a new one. */
  replayed: boolean;
}

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
async function takeSeat(repos: ClinicRepos, values: Omit<NewAppointmentRow, 'seatNo'>): Promise<AppointmentRow> {
  for (let seatNo = 1; seatNo <= values.capacity; seatNo += 1) {
    const row = await trySeat(repos, { ...values, seatNo });
    if (row) return row;
  }
  throw new AppError('CLINIC_NO_FREE_APPOINTMENTS');
}

/** The new appointment's seat and first history line, in the caller's transaction. */
export async function insertBooking(
  deps: ClinicDeps,
  tx: Tx,
  plan: BookingPlan,
  caller: Caller,
  extra: Pick<NewAppointmentRow, 'idempotencyKey' | 'rescheduledFromId'>,
): Promise<Appointment> {
  const repos = deps.reposOf(tx);
  const status = caller.role !== 'PATIENT' || plan.autoConfirm ? 'planed' : 'pending';
  const values = { ...plan.values, ...extra, status, capacity: plan.capacity, bookedBy: caller.accountId } as const;
  await repos.doctors.ensurePatient(plan.values.patientId);
  const { roomId = null, doctorId, patientId } = plan.values;
  await repos.doctors.lockParties({ roomId, doctorId, patientId });
  const row = await takeSeat(repos, values);
  await repos.history.append({
    appointmentId: row.id,
    toStatus: row.status,
    actorId: caller.accountId,
    actorRole: caller.role,
  });
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
    await deps.notifications.notify(
      doctorId,
      appointmentNotice('booked', appointment, patient.name, plan.timeZone),
      tx,
    );
  }
  if (patientId !== caller.accountId) {
    await deps.notifications.notify(
      patientId,
      appointmentNotice('bookedForYou', appointment, doctor.name, plan.timeZone),
      tx,
    );
  }
}

/** A key used before: the same request within 24 h gets the first booking back; anything else is refused. */
async function replayOf(
  deps: ClinicDeps,
  caller: Caller,
  key: string,
  request: BookingRequest,
): Promise<Booked | undefined> {
  const earlier = await deps.repos.appointments.findByIdempotencyKey(caller.accountId, key);
  if (!earlier) return undefined;
  const [appointment] = await viewAppointments(deps, [earlier]);
  const same =
    appointment!.doctor.pubkey === request.doctorPubkey &&
    appointment!.consultationType === request.consultationType &&
    Date.parse(appointment!.start) === Date.parse(request.start);
  const fresh = deps.clock.now().getTime() - earlier.createdAt.getTime() <= REPLAY_WINDOW;
  if (!same || !fresh) throw new AppError('CLINIC_IDEMPOTENCY_KEY_REUSED');
  return { appointment: appointment!, replayed: true };
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
      await deps.audit.record(
        caller,
        { action: 'appointment.book', entity: 'appointment', entityId: booked.id, after: booked },
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

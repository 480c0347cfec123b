import { errorMessage, type BookAppointment, type ErrorCode } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { ClinicActor } from '../appointment-access.js';
import { validateBooking, type BookingCheck, type BookingRefusal } from '../availability/index.js';
import { minNoticeFor } from '../availability/booking-notice.js';
import { doctorSchedules } from '../availability/doctor-schedule.js';
import type { Names } from './appointment-view.js';
import type { NewAppointmentRow } from './appointments.table.js';
import type { OfferedType } from '../agendas/agendas.repository.js';
import type { ClinicDeps, ClinicRepos } from '../clinic.deps.js';
import type { DoctorProfile } from '../doctors/doctors.repository.js';
import { consentFor, type Consent } from '../patients/patients.consent.js';

const REFUSALS: Record<BookingRefusal, ErrorCode> = {
  past: 'CLINIC_SLOT_IN_PAST',
  too_soon: 'CLINIC_SLOT_TOO_SOON',
  type_not_offered: 'CLINIC_TYPE_NOT_OFFERED',
  outside_agenda: 'CLINIC_SLOT_UNAVAILABLE',
  misaligned: 'CLINIC_SLOT_UNAVAILABLE',
  weekend: 'CLINIC_CLOSED',
  closed: 'CLINIC_CLOSED',
  blocked: 'CLINIC_SLOT_BLOCKED',
};

/** The doctor's and the clinic's time off around one requested start: a day either side is plenty. */
const BLOCK_WINDOW_MS = 86_400_000;

/** Everything a booking writes but its seat and status, checked before its transaction opens. */
export interface BookingPlan {
  values: Omit<NewAppointmentRow, 'seatNo' | 'capacity' | 'status' | 'bookedBy'>;
  capacity: number;
  /** What the booking checks again once it holds the doctor's lock (an agenda edit may have come first). */
  doctor: DoctorProfile;
  typePubkey: string;
  autoConfirm: boolean;
  /** The booker's minimum notice (booking-notice.ts), kept for the check under the doctor's lock. */
  minNoticeMinutes: number;
  names: Names;
  /** Why the care team may book this patient at this clinic (none: the patient books themself); a code is spent with the seat. */
  consent?: Consent;
}

export type BookingRequest = Pick<
  BookAppointment,
  'doctorPubkey' | 'start' | 'consultationType' | 'patientPubkey' | 'consentCode'
> & {
  notes?: string | undefined;
};

/** Who the appointment is for: the patient themself, or the patient staff, a doctor or an admin names. */
export async function patientOf(
  deps: ClinicDeps,
  request: Pick<BookingRequest, 'patientPubkey'>,
  caller: Caller,
): Promise<number> {
  if (caller.role === 'PATIENT') {
    if (request.patientPubkey && request.patientPubkey !== caller.pubkey)
      throw new AppError('CLINIC_BOOKING_FORBIDDEN');
    return caller.accountId;
  }
  if (!request.patientPubkey) {
    const message = errorMessage('CLINIC_PATIENT_REQUIRED', caller.lang);
    throw new AppError('CLINIC_PATIENT_REQUIRED', [{ path: 'body.patientPubkey', code: 'required', message }]);
  }
  const patient = await deps.users.accounts.findByPubkey(request.patientPubkey);
  if (patient?.role !== 'PATIENT' || patient.status !== 'ACTIVE') throw new AppError('CLINIC_PATIENT_NOT_FOUND');
  return patient.id;
}

/** The account id of an active DOCTOR named by public id; CLINIC_DOCTOR_NOT_FOUND for anything else. */
export async function doctorAccountOf(deps: ClinicDeps, pubkey: string): Promise<number> {
  const account = await deps.users.accounts.findByPubkey(pubkey);
  if (account?.role !== 'DOCTOR' || account.status !== 'ACTIVE') throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
  return account.id;
}

/** A doctor's profile, or CLINIC_DOCTOR_NOT_FOUND when the account has none. */
export function foundDoctor<T>(doctor: T | undefined): T {
  if (!doctor) throw new AppError('CLINIC_DOCTOR_NOT_FOUND');
  return doctor;
}

export async function doctorOf(deps: ClinicDeps, pubkey: string) {
  return foundDoctor(await deps.repos.doctors.findByUserId(await doctorAccountOf(deps, pubkey)));
}

/**
 * The calendar rules of a booking of `typePubkey` at `start` (epoch ms), read through `repos`: the
 * pool when planning, the booking's transaction once it holds the doctor's lock, so an agenda, type
 * or time off changed in between is seen (the same lock orders those changes, see schedule-guard).
 */
export async function checkCalendar(
  repos: ClinicRepos,
  doctor: DoctorProfile,
  typePubkey: string,
  start: number,
  when: { now: number; minNoticeMinutes: number },
): Promise<{ offered: OfferedType; check: Extract<BookingCheck, { ok: true }> }> {
  const offered = await repos.agendas.findType(typePubkey);
  if (!offered || offered.agenda.doctorId !== doctor.userId || offered.type.retiredAt)
    throw new AppError('CLINIC_TYPE_NOT_OFFERED');
  const blocks = await repos.blocks.findOverlapping(
    [doctor.userId],
    [doctor.etablissementId],
    new Date(start - BLOCK_WINDOW_MS),
    new Date(start + BLOCK_WINDOW_MS),
  );
  const [schedule] = doctorSchedules([doctor], [{ agenda: offered.agenda, types: [offered.type] }], blocks);
  const check = validateBooking(schedule!, { typeId: offered.type.pubkey, start, ...when });
  if (!check.ok) throw new AppError(REFUSALS[check.reason]);
  return { offered, check };
}

/** Who books whom with which doctor: what every occurrence of a series shares. */
export interface BookingParties {
  patientId: number;
  doctor: DoctorProfile;
  minNoticeMinutes: number;
  names: Names;
}

/** The booking's people, before its transaction: the patient, the doctor, and whether the caller may book on that agenda. */
export async function planParties(
  deps: ClinicDeps,
  request: Pick<BookingRequest, 'doctorPubkey' | 'patientPubkey'>,
  caller: Caller,
  actor: ClinicActor,
): Promise<BookingParties> {
  const patientId = await patientOf(deps, request, caller);
  const doctor = await doctorOf(deps, request.doctorPubkey);
  const foreign =
    (actor.role === 'DOCTOR' && doctor.userId !== actor.accountId) ||
    (actor.role === 'STAFF' && doctor.etablissementId !== actor.etablissementId);
  if (foreign) throw new AppError('CLINIC_BOOKING_FORBIDDEN');
  const minNoticeMinutes = await minNoticeFor(deps, caller.role);
  const names = await deps.users.accounts.names([doctor.userId, patientId]);
  return { patientId, doctor, minNoticeMinutes, names };
}

/**
 * When the care team books a patient who is not yet the clinic's, the patient's consent
 * (patients.consent.ts): the request's code, or `phoneProven` when the patient's own request proved
 * their phone (a reservation). None when the patient books themself.
 */
export async function consentOf(
  deps: ClinicDeps,
  parties: BookingParties,
  caller: Caller,
  actor: ClinicActor,
  given: { code?: string | undefined; phoneProven?: boolean },
): Promise<Consent | undefined> {
  if (caller.role === 'PATIENT') return undefined;
  const target = { patientId: parties.patientId, etablissementId: parties.doctor.etablissementId };
  return consentFor(deps, caller, actor, target, given);
}

/** One seat's plan for `parties`: the calendar's rules at `start` (epoch ms), read through the pool. */
export async function planSlot(
  deps: ClinicDeps,
  parties: BookingParties,
  slot: { consultationType: string; start: number; notes?: string | undefined },
): Promise<BookingPlan> {
  const { doctor, patientId, minNoticeMinutes } = parties;
  const { offered, check } = await checkCalendar(deps.repos, doctor, slot.consultationType, slot.start, {
    now: deps.clock.now().getTime(),
    minNoticeMinutes,
  });
  return {
    values: {
      doctorId: doctor.userId,
      patientId,
      etablissementId: doctor.etablissementId,
      roomId: doctor.roomId,
      agendaId: offered.agenda.id,
      consultationTypeId: offered.type.id,
      startAt: new Date(check.start),
      endAt: new Date(check.end),
      priceHalalas: offered.type.priceHalalas,
      durationMinutes: offered.type.durationMinutes,
      notes: slot.notes || null,
    },
    capacity: check.capacity,
    doctor,
    typePubkey: offered.type.pubkey,
    autoConfirm: offered.type.autoConfirm,
    minNoticeMinutes,
    names: parties.names,
  };
}

/**
 * The booking's rules, before its transaction: its people, its slot's calendar, and last the
 * patient's consent when the care team books a patient not yet the clinic's (consentOf).
 */
export async function planBooking(
  deps: ClinicDeps,
  request: BookingRequest,
  caller: Caller,
  actor: ClinicActor,
  { phoneProven = false }: { phoneProven?: boolean } = {},
): Promise<BookingPlan> {
  const parties = await planParties(deps, request, caller, actor);
  const plan = await planSlot(deps, parties, { ...request, start: Date.parse(request.start) });
  const consent = await consentOf(deps, parties, caller, actor, { code: request.consentCode, phoneProven });
  return { ...plan, ...(consent ? { consent } : {}) };
}

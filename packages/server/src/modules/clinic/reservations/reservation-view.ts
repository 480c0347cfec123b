import type { PublicReservation, Reservation, ReservationStatus } from '@bayan/shared';
import { maskPhone } from '../../endowments/signing/masking.js';
import type { ClinicDeps } from '../clinic.deps.js';
import { referenceOf } from './reservation-reference.js';
import type { ReservationView } from './reservations.repository.js';
import type { ReservationStatusValue } from './reservations.table.js';

/** An unconfirmed request is EXPIRED a day after it was made: its code is long dead by then. */
export const UNVERIFIED_TTL_MS = 24 * 3600_000;

export function statusOf(row: { status: ReservationStatusValue; createdAt: Date }, now: Date): ReservationStatus {
  if (row.status === 'unverified' && now.getTime() - row.createdAt.getTime() > UNVERIFIED_TTL_MS) return 'EXPIRED';
  return row.status.toUpperCase() as ReservationStatus;
}

type Names = Map<number, { pubkey: string; name: string }>;

/** The accounts the views name (the doctor asked for, the appointment's doctor, the patient). */
export async function namesOf(deps: ClinicDeps, views: ReservationView[]): Promise<Names> {
  const ids = views.flatMap(({ row, appointment }) => [row.doctorId, row.patientId, appointment?.doctorId]);
  return deps.users.accounts.names(ids.filter((id): id is number => typeof id === 'number'));
}

const named = (names: Names, id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));

function common(view: ReservationView, names: Names, now: Date) {
  const { row, etablissement, speciality } = view;
  return {
    id: row.pubkey,
    reference: referenceOf(row.id),
    status: statusOf(row, now),
    etablissement: { pubkey: etablissement.pubkey, nameAr: etablissement.nameAr, nameEn: etablissement.nameEn },
    doctor: named(names, row.doctorId),
    speciality: speciality ?? null,
    preferredDay: row.preferredDay,
    preferredTime: row.preferredTime,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

function appointmentOf(view: ReservationView, names: Names) {
  const { appointment, etablissement } = view;
  const doctor = named(names, appointment?.doctorId);
  if (!appointment || !doctor) return null;
  return {
    id: appointment.pubkey,
    start: appointment.startAt.toISOString(),
    end: appointment.endAt.toISOString(),
    timeZone: etablissement.timeZone,
    doctor,
  };
}

/** What the visitor's confirmation screen shows: their request, never their contacts back. */
export function toPublicReservation(view: ReservationView, names: Names, now: Date): PublicReservation {
  const appointment = appointmentOf(view, names);
  return {
    ...common(view, names, now),
    maskedPhone: maskPhone(view.row.phone),
    appointment: appointment && {
      start: appointment.start,
      end: appointment.end,
      timeZone: appointment.timeZone,
      doctor: appointment.doctor,
    },
  };
}

export function toReservation(view: ReservationView, names: Names, now: Date): Reservation {
  const { row } = view;
  return {
    ...common(view, names, now),
    name: row.name,
    phone: row.phone,
    idNumber: row.idNumber,
    notes: row.notes,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    appointment: appointmentOf(view, names),
    patient: named(names, row.patientId),
  };
}

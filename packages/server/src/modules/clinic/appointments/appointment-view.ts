import { appointmentColor, type Appointment } from '@bayan/shared';
import type { Tx } from '../../../lib/module/transaction.js';
import type { AppointmentView } from './appointments.repository.js';
import { statusToApi } from './appointment-status.js';
import type { ClinicDeps } from '../clinic.deps.js';

export type Names = Map<number, { pubkey: string; name: string }>;

const person = (names: Names, id: number) => names.get(id) ?? { pubkey: '', name: '' };

/** The series marker ("2 of 5", series-marker.ts) of an occurrence; nothing for a single booking. */
function seriesOf(view: AppointmentView): Pick<Appointment, 'series'> {
  if (view.seriesPubkey === null || view.seriesPlace === null || view.seriesCount === null) return {};
  return { series: { pubkey: view.seriesPubkey, index: view.seriesPlace, count: view.seriesCount } };
}

export function toAppointment(view: AppointmentView, names: Names): Appointment {
  const status = statusToApi(view.status);
  const start = view.startAt.toISOString();
  return {
    id: view.pubkey,
    status,
    start,
    startDate: start,
    end: view.endAt.toISOString(),
    doctor: person(names, view.doctorId),
    patient: person(names, view.patientId),
    etablissementPubkey: view.etablissementPubkey,
    timeZone: view.timeZone,
    consultationType: view.typePubkey,
    type: { pubkey: view.typePubkey, nameAr: view.typeNameAr, nameEn: view.typeNameEn },
    priceHalalas: view.priceHalalas,
    durationMinutes: view.durationMinutes,
    duration: view.durationMinutes,
    color: appointmentColor(status),
    notes: view.notes,
    rescheduledFrom: view.rescheduledFromPubkey,
    patientNoShows: view.patientNoShows,
    createdAt: view.createdAt.toISOString(),
    ...seriesOf(view),
  };
}

/** Appointments as the API shows them, the doctors' and patients' names looked up once. */
export async function viewAppointments(deps: ClinicDeps, views: AppointmentView[]): Promise<Appointment[]> {
  const names = await deps.users.accounts.names(views.flatMap((view) => [view.doctorId, view.patientId]));
  return views.map((view) => toAppointment(view, names));
}

/**
 * One appointment re-read inside `tx` (it sees the transaction's own writes), with names read
 * before it: PGlite has one connection, so a read outside the open transaction would wait for it.
 */
export async function viewAppointment(deps: ClinicDeps, id: number, names: Names, tx: Tx): Promise<Appointment> {
  const view = await deps.reposOf(tx).appointments.findById(id);
  if (!view) throw new Error(`appointment ${id} vanished inside its own transaction`);
  return toAppointment(view, names);
}

import type { Appointment, AppointmentSeries } from '@bayan/shared';
import { AppError } from '../../../lib/http/app-error.js';
import { sees, type ClinicActor } from '../appointment-access.js';
import { viewAppointments, type Names } from '../appointments/appointment-view.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { SeriesView } from './series.repository.js';

const person = (names: Names, id: number) => names.get(id) ?? { pubkey: '', name: '' };

/** A series as the API shows it, with its appointments (by start). */
export function toSeries(
  { series, typePubkey }: SeriesView,
  appointments: Appointment[],
  names: Names,
): AppointmentSeries {
  return {
    id: series.pubkey,
    doctor: person(names, series.doctorId),
    patient: person(names, series.patientId),
    consultationType: typePubkey,
    unit: series.intervalUnit,
    every: series.intervalN,
    count: series.count,
    until: series.untilDate,
    start: series.firstStart.toISOString(),
    size: series.size,
    createdAt: series.createdAt.toISOString(),
    appointments,
  };
}

/** The series as the actor may see it: whoever sees its appointments (404 otherwise, no existence leak). */
export async function visibleSeries(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<SeriesView> {
  const view = await deps.repos.series.findByPubkey(pubkey);
  if (!view || !sees(actor, view.series)) throw new AppError('CLINIC_SERIES_NOT_FOUND');
  return view;
}

/** A stored series with all its appointments, canceled ones too, read through the pool. */
export async function loadSeries(deps: ClinicDeps, view: SeriesView): Promise<AppointmentSeries> {
  const appointments = await viewAppointments(deps, await deps.repos.appointments.findBySeries(view.series.id));
  const names = await deps.users.accounts.names([view.series.doctorId, view.series.patientId]);
  return toSeries(view, appointments, names);
}

/** GET /api/appointment-series/:id, to whoever sees its appointments. */
export const getSeries = async (deps: ClinicDeps, pubkey: string, actor: ClinicActor) =>
  loadSeries(deps, await visibleSeries(deps, pubkey, actor));

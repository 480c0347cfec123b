import type { Readable } from 'node:stream';
import type { ExportAppointmentsQuery, Language } from '@bayan/shared';
import { csvStream } from '../../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../../lib/csv/keyset.js';
import type { ClinicActor } from '../appointment-access.js';
import { viewAppointments } from './appointment-view.js';
import { appointmentCsvColumns, type AppointmentExportRow } from './appointments.csv.js';
import { filterOf } from './appointments.list.js';
import type { ClinicDeps } from '../clinic.deps.js';

/**
 * GET /api/appointments/export: every appointment the list would show the actor (same scope,
 * same filters and search), in its order, read in keyset batches.
 */
export async function exportAppointments(
  deps: ClinicDeps,
  query: ExportAppointmentsQuery,
  actor: ClinicActor,
  lang: Language,
): Promise<Readable> {
  const filter = await filterOf(deps, query, actor);
  const patients = deps.users.accounts.people('PATIENT');
  const batches = keysetBatches((after, limit) =>
    filter ? deps.repos.appointments.findBatch(filter, query.sort, after, limit) : Promise.resolve([]),
  );
  async function* rows(): AsyncGenerator<AppointmentExportRow[]> {
    for await (const views of batches) {
      const [appointments, contacts] = await Promise.all([
        viewAppointments(deps, views),
        deps.repos.patients.findContacts(
          patients,
          views.map((view) => view.patientId),
        ),
      ]);
      const byId = new Map(contacts.map((contact) => [contact.id, contact]));
      yield appointments.map((appointment, i) => {
        const contact = byId.get(views[i]!.patientId);
        return { ...appointment, patientPhone: contact?.phone ?? null, patientIdNumber: contact?.idNumber ?? null };
      });
    }
  }
  return csvStream(appointmentCsvColumns(lang), rows());
}

import type { Readable } from 'node:stream';
import {
  yearsBefore,
  type ExportPatientsQuery,
  type Language,
  type ListPatientsQuery,
  type Page,
  type Patient,
} from '@bayan/shared';
import { csvStream } from '../../../lib/csv/csv-stream.js';
import { keysetBatches } from '../../../lib/csv/keyset.js';
import { AppError } from '../../../lib/http/app-error.js';
import { searchText } from '../../../lib/list/search-text.js';
import type { ClinicActor } from '../appointment-access.js';
import type { ClinicDeps } from '../clinic.deps.js';
import type { PatientsFilter } from './patients.repository.js';
import { patientScopeOf } from './patients.scope.js';
import { patientCsvColumns, todayOf, toPatient } from './patients.view.js';

/** The list's filters; an age range becomes a birthday range counted from `today`. */
function filterOf(query: ExportPatientsQuery, today: string): PatientsFilter {
  return {
    q: searchText(query.q),
    gender: query.gender,
    bornBy: query.ageMin === undefined ? undefined : yearsBefore(today, query.ageMin),
    bornAfter: query.ageMax === undefined ? undefined : yearsBefore(today, query.ageMax + 1),
  };
}

/** GET /api/patients: the files the caller's scope lets through (patients.scope.ts). */
export async function findPatients(
  deps: ClinicDeps,
  query: ListPatientsQuery,
  actor: ClinicActor,
): Promise<Page<Patient>> {
  const today = todayOf(deps.clock);
  const person = deps.users.accounts.people('PATIENT');
  const scope = patientScopeOf(actor);
  const { rows, total } = await deps.repos.patients.findPage(person, scope, filterOf(query, today), query);
  return { data: rows.map((row) => toPatient(row, today)), total, currentPage: query.page };
}

/** One file by the PATIENT account's pubkey; outside the caller's scope, or none: 404. */
export async function getPatient(deps: ClinicDeps, pubkey: string, actor: ClinicActor): Promise<Patient> {
  const account = await deps.users.accounts.findByPubkey(pubkey);
  const person = deps.users.accounts.people('PATIENT');
  const row = account && (await deps.repos.patients.findView(person, patientScopeOf(actor), account.id));
  if (!row) throw new AppError('CLINIC_PATIENT_NOT_FOUND');
  return toPatient(row, todayOf(deps.clock));
}

/** The CSV of the list's filters, in its order, read in keyset batches. */
export async function exportPatients(
  deps: ClinicDeps,
  query: ExportPatientsQuery,
  actor: ClinicActor,
  lang: Language,
): Promise<Readable> {
  const today = todayOf(deps.clock);
  const person = deps.users.accounts.people('PATIENT');
  const filter = { ...filterOf(query, today), sort: query.sort };
  const scope = patientScopeOf(actor);
  const batches = keysetBatches((after, limit) => deps.repos.patients.findBatch(person, scope, filter, after, limit));
  async function* files() {
    for await (const rows of batches) yield rows.map((row) => toPatient(row, today));
  }
  return csvStream(patientCsvColumns(lang), files());
}

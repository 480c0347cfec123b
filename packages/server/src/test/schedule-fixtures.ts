import type { Agenda } from '@bayan/shared';
import { AgendasRepository } from '../modules/clinic/agendas/agendas.repository.js';
import type { UserRow } from '../modules/users/users.table.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertClinicPatient,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from './clinic-fixtures.js';
import type { Bearer, TestApp } from './test-app.js';
import { insertUser } from './users-fixtures.js';

/** Helpers for the agendas and time-off tests. */

/** A Riyadh calendar day `days` from today, `YYYY-MM-DD`. */
export const localDate = (days: number) => riyadhAt(days, '12:00').slice(0, 10);

/** Two clinics: a doctor, a colleague and their staff in one, a doctor and staff in the other; an admin and a patient. */
export interface Team {
  clinic: ClinicFixture;
  elsewhere: ClinicFixture;
  doctor: DoctorFixture;
  colleague: DoctorFixture;
  stranger: DoctorFixture;
  patient: UserRow;
  as: Record<'admin' | 'staff' | 'doctor' | 'colleague' | 'otherStaff' | 'patient', Bearer>;
}

export async function insertTeam(t: TestApp, options: { capacity?: number } = {}): Promise<Team> {
  const clinic = await insertClinic(t, 'Al Shifa');
  const elsewhere = await insertClinic(t, 'Elsewhere');
  const doctor = await insertDoctor(t, clinic, { capacity: options.capacity ?? 1, roomId: null });
  const colleague = await insertDoctor(t, clinic, { roomId: null });
  const stranger = await insertDoctor(t, elsewhere, { roomId: null });
  const patient = await insertPatient(t);
  const admin = await insertUser(t, { role: 'ADMIN' });
  const as = {
    admin: await bearerFor(t, admin),
    staff: await bearerFor(t, await insertStaff(t, clinic)),
    doctor: await bearerFor(t, doctor.user),
    colleague: await bearerFor(t, colleague.user),
    otherStaff: await bearerFor(t, await insertStaff(t, elsewhere)),
    patient: await bearerFor(t, patient),
  };
  return { clinic, elsewhere, doctor, colleague, stranger, patient, as };
}

/** The public id of the agenda `insertDoctor` gave the doctor (all week 06:00–23:00, 30-minute slots). */
export async function agendaOf(t: TestApp, doctor: DoctorFixture): Promise<string> {
  return (await new AgendasRepository(t.database.db).findById(doctor.agendaId))!.pubkey;
}

/** A valid new agenda, far after the one `insertDoctor` made (it ends 120 days from now). */
export function agendaBody(doctorPubkey: string, overrides: Record<string, unknown> = {}) {
  return {
    doctorPubkey,
    startDate: localDate(200),
    endDate: localDate(230),
    weeklyHours: { 0: [{ start: '09:00', end: '13:00' }], 1: [{ start: '16:00', end: '21:00' }] },
    consultationDuration: 30,
    consultationTypes: [{ nameAr: 'كشف', nameEn: 'Consultation', durationMinutes: 30, priceHalalas: 20_000 }],
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function call(t: TestApp, method: Method, url: string, headers: object = {}, payload?: object) {
  const res = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

export async function createAgenda(t: TestApp, as: Bearer, body: object): Promise<Agenda> {
  const res = await call(t, 'POST', '/api/agendas', as, body);
  if (res.status !== 201) throw new Error(`agenda refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Agenda;
}

/** Books `start` (ISO) with the doctor's Pending type for a new patient of the clinic, through the API; returns its id. */
export async function bookFor(
  t: TestApp,
  as: Bearer,
  doctor: DoctorFixture,
  start: string,
  type = doctor.types.pending,
) {
  const patient = await insertClinicPatient(t, doctor.etablissementId);
  const res = await book(t, as, {
    doctorPubkey: doctor.user.pubkey,
    start,
    consultationType: type,
    patientPubkey: patient.pubkey,
  });
  if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The ids a stranding 409 lists, in its order. */
export const strandedIds = (body: { details?: { path: string }[] }) =>
  (body.details ?? []).map((line) => line.path.replace('appointments.', ''));

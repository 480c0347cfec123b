import type { Appointment } from '@bayan/shared';
import type { SQL } from 'drizzle-orm';
import { AgendasRepository } from '../modules/clinic/agendas/agendas.repository.js';
import type { NewConsultationTypeRow, WeeklyHours } from '../modules/clinic/agendas/agendas.table.js';
import { AppointmentsRepository } from '../modules/clinic/appointments/appointments.repository.js';
import type { AppointmentStatusValue } from '../modules/clinic/appointments/appointments.table.js';
import { DoctorsRepository } from '../modules/clinic/doctors/doctors.repository.js';
import { EtablissementsRepository } from '../modules/clinic/directory/etablissements.repository.js';
import type { NewEtablissementRow } from '../modules/clinic/directory/etablissements.table.js';
import { PatientsRepository } from '../modules/clinic/patients/patients.repository.js';
import type { UserRow } from '../modules/users/users.table.js';
import { createTestApp, type TestApp } from './test-app.js';
import { bearerOf, insertUser } from './users-fixtures.js';

/** Helpers for the clinic tests: rows written through the clinic's own repositories (no audit, fast). */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET = 3 * 60;

/** Every weekday 06:00–23:00: a calendar that never gets in the way unless a test wants it to. */
export const ALL_WEEK: WeeklyHours = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [d, [{ start: 360, end: 1380 }]]),
);

/** Today's midnight in Riyadh as UTC ms, read once so a test file crossing midnight keeps its days. */
const RIYADH_MIDNIGHT = Math.floor((Date.now() + RIYADH_OFFSET * MINUTE) / DAY) * DAY;

/** The instant of a Riyadh wall-clock time `days` from today, as ISO 8601 with its offset. */
export function riyadhAt(days: number, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const instant = RIYADH_MIDNIGHT + days * DAY + (h * 60 + m - RIYADH_OFFSET) * MINUTE;
  return new Date(instant).toISOString().replace('.000Z', '+00:00');
}

/** Days ahead (from 2) of the next Riyadh day with this weekday (0 = Sunday … 5 = Friday). */
export function nextWeekday(weekday: number): number {
  for (let days = 2; ; days++) {
    if (new Date(Date.parse(riyadhAt(days, '12:00')) + RIYADH_OFFSET * MINUTE).getUTCDay() === weekday) return days;
  }
}

const isoDay = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export interface ClinicFixture {
  etablissement: { id: number; pubkey: string };
  room: { id: number; pubkey: string };
}

/** Open every day round the clock (like ALL_WEEK) unless `calendar` sets weekend days and hours. */
export async function insertClinic(
  t: TestApp,
  name = 'Al Noor',
  calendar: Pick<NewEtablissementRow, 'weekendDays' | 'startHour' | 'endHour' | 'timeZone'> = {},
): Promise<ClinicFixture> {
  const repo = new EtablissementsRepository(t.database.db);
  const etablissement = await repo.insert({
    nameAr: `عيادة ${name}`,
    nameEn: name,
    weekendDays: [],
    startHour: '00:00',
    endHour: '24:00',
    ...calendar,
  });
  const room = await repo.insertRoom({ etablissementId: etablissement.id, name: `Room of ${name} ${Math.random()}` });
  return { etablissement, room };
}

export interface DoctorFixture {
  user: UserRow;
  /** The doctor's clinic. */
  etablissementId: number;
  agendaId: number;
  /** A consultation type of the doctor's agenda, by what it does. */
  types: { pending: string; autoConfirm: string };
}

/** A DOCTOR account in `clinic`, with an agenda over the whole week and two 30-minute types. */
export async function insertDoctor(
  t: TestApp,
  clinic: ClinicFixture,
  options: { capacity?: number; roomId?: number | null; type?: Partial<NewConsultationTypeRow> } = {},
): Promise<DoctorFixture> {
  const user = await insertUser(t, { role: 'DOCTOR', firstName: 'Dr Samir' });
  const roomId = options.roomId === undefined ? clinic.room.id : options.roomId;
  await new DoctorsRepository(t.database.db).insert({
    userId: user.id,
    etablissementId: clinic.etablissement.id,
    roomId,
  });
  const agendas = new AgendasRepository(t.database.db);
  const agenda = await agendas.insert({
    doctorId: user.id,
    startDate: isoDay(-30),
    endDate: isoDay(120),
    consultationDuration: 30,
    weeklyHours: ALL_WEEK,
    patientsLimit: options.capacity ?? 1,
  });
  const type = {
    agendaId: agenda.id,
    nameAr: 'كشف',
    nameEn: 'Consultation',
    durationMinutes: 30,
    priceHalalas: 15_000,
  };
  const pending = await agendas.insertType({ ...type, ...options.type });
  const autoConfirm = await agendas.insertType({
    ...type,
    nameEn: 'Follow-up',
    autoConfirm: true,
    priceHalalas: 9_950,
  });
  return {
    user,
    etablissementId: clinic.etablissement.id,
    agendaId: agenda.id,
    types: { pending: pending.pubkey, autoConfirm: autoConfirm.pubkey },
  };
}

export const insertPatient = (t: TestApp) => insertUser(t, { role: 'PATIENT', firstName: 'Huda' });

/**
 * A PATIENT account the clinic already has (its desk registered the file), so its care team books
 * them without asking the patient's consent code.
 */
export async function insertClinicPatient(t: TestApp, etablissementId: number): Promise<UserRow> {
  const user = await insertPatient(t);
  const files = new PatientsRepository(t.database.db);
  await files.open(user.id, undefined);
  await files.register(user.id, etablissementId, user.id);
  return user;
}

export const insertStaff = (t: TestApp, clinic: ClinicFixture) =>
  insertUser(t, { role: 'STAFF', firstName: 'Reem', etablissementPubkey: clinic.etablissement.pubkey });

export const bearerFor = (t: TestApp, user: UserRow) => bearerOf(t, user.email!);

/** An appointment row in any state at any time, straight into the table (the state-machine tests' start). */
export async function insertAppointment(
  t: TestApp,
  doctor: DoctorFixture,
  patient: UserRow,
  clinic: ClinicFixture,
  at: { start: string; status: AppointmentStatusValue; priceHalalas?: number },
) {
  const type = await new AgendasRepository(t.database.db).findType(doctor.types.pending);
  const startAt = new Date(at.start);
  const result = await new AppointmentsRepository(t.database.db).tryInsert({
    doctorId: doctor.user.id,
    patientId: patient.id,
    etablissementId: clinic.etablissement.id,
    roomId: clinic.room.id,
    agendaId: doctor.agendaId,
    consultationTypeId: type!.type.id,
    startAt,
    endAt: new Date(startAt.getTime() + 30 * MINUTE),
    status: at.status,
    seatNo: 1,
    capacity: 1,
    priceHalalas: at.priceHalalas ?? 15_000,
    durationMinutes: 30,
    bookedBy: patient.id,
  });
  if (!('row' in result)) throw new Error(`fixture appointment refused: ${result.conflict}`);
  return result.row;
}

export async function book(t: TestApp, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload: body });
  return { status: res.statusCode, body: res.json<Appointment & { code?: string; message?: string }>() };
}

/** The rows of a raw SQL query, on PGlite and PostgreSQL alike (checks read back from the tables). */
export async function sqlRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The figures a concurrency test reached, on the test output: the report the issues ask for. */
export const report = (label: string, ...figures: unknown[]) =>
  process.stdout.write(`${label} ${figures.map((f) => JSON.stringify(f)).join(' ')}\n`);

/** How many times each value came: a race's statuses or error codes, `{ 201: 1, 409: 49 }`. */
export const tally = (values: readonly unknown[]): Record<string, number> =>
  values.reduce<Record<string, number>>((counts, v) => ({ ...counts, [String(v)]: (counts[String(v)] ?? 0) + 1 }), {});

/** A test app with one clinic and its reception's bearer: what the clinic's race and series tests start from. */
export async function clinicApp(): Promise<{ t: TestApp; clinic: ClinicFixture; staff: { authorization: string } }> {
  const t = await createTestApp();
  const clinic = await insertClinic(t);
  return { t, clinic, staff: await bearerFor(t, await insertStaff(t, clinic)) };
}

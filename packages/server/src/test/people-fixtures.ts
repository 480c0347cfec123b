import type { InjectOptions } from 'fastify';
import { DoctorsRepository } from '../modules/clinic/doctors/doctors.repository.js';
import type { NewDoctorRow } from '../modules/clinic/doctors/doctors.table.js';
import { EtablissementsRepository } from '../modules/clinic/directory/etablissements.repository.js';
import { PatientsRepository } from '../modules/clinic/patients/patients.repository.js';
import type { NewUserRow, UserRow } from '../modules/users/users.table.js';
import { insertClinic, type ClinicFixture } from './clinic-fixtures.js';
import { lastCode } from './auth-kit.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { insertUser, saudiMobile } from './users-fixtures.js';

/** Helpers for the doctors' and patients' directory tests: rows straight into the tables (no audit). */

export const insertSpeciality = (t: TestApp, nameEn: string, nameAr = `تخصص ${nameEn}`) =>
  new EtablissementsRepository(t.database.db).insertSpeciality({ nameAr, nameEn });

/** A DOCTOR account with a clinic profile in `clinic` (its room unless `profile` says otherwise). */
export async function insertDoctorProfile(
  t: TestApp,
  clinic: ClinicFixture,
  account: Partial<NewUserRow> = {},
  profile: Partial<NewDoctorRow> = {},
): Promise<UserRow> {
  const user = await insertUser(t, { role: 'DOCTOR', ...account });
  await new DoctorsRepository(t.database.db).insert({
    userId: user.id,
    etablissementId: clinic.etablissement.id,
    roomId: clinic.room.id,
    ...profile,
  });
  return user;
}

/** A PATIENT account with a clinic file, registered by `registrar` in each of `clinics`. */
export async function insertPatientFile(
  t: TestApp,
  account: Partial<NewUserRow>,
  clinics: ClinicFixture[] = [],
  registrar?: UserRow,
): Promise<UserRow> {
  const user = await insertUser(t, { role: 'PATIENT', ...account });
  const repo = new PatientsRepository(t.database.db);
  await repo.open(user.id, undefined);
  for (const clinic of clinics) await repo.register(user.id, clinic.etablissement.id, (registrar ?? user).id);
  return user;
}

/** The calendar day `years` ago (UTC; the tests' ages keep a few days clear of birthdays). */
export function yearsAgo(years: number, days = 10): string {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

type Call = { headers?: Record<string, string> | undefined; lang?: 'ar' | 'en'; payload?: object };

/** One API call as `headers`' caller, answered in `lang` (ar unless said). */
export async function call(t: TestApp, method: InjectOptions['method'], url: string, options: Call = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...options.headers, 'accept-language': options.lang ?? 'ar' },
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const json = String(res.headers['content-type']).includes('json');
  return { status: res.statusCode, body: json ? res.json<Record<string, unknown>>() : {}, res };
}

/** A test app with two clinics, North and South, each with a room. */
export async function openTwoClinics(
  options: TestAppOptions = {},
): Promise<{ t: TestApp; north: ClinicFixture; south: ClinicFixture }> {
  const t = await createTestApp({}, options);
  return { t, north: await insertClinic(t, 'North'), south: await insertClinic(t, 'South') };
}

/** GET an export as `headers`' caller, in `lang`. */
export const download = (t: TestApp, url: string, headers: Record<string, string> | undefined, lang = 'ar') =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });

/** A CSV download's header and records, after checking it is one (BOM, CRLF). */
export function csvOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  if (!res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('no BOM');
  const lines = res.body.slice(1).split('\r\n');
  lines.pop();
  return { header: lines[0]!.split(','), rows: lines.slice(1) };
}

/** A PATIENT account with a confirmed phone (+9665…), which a clinic's consent code can be texted to. */
export const insertReachablePatient = (t: TestApp, account: Partial<NewUserRow> = {}) =>
  insertUser(t, { role: 'PATIENT', phone: `+966${saudiMobile().slice(1)}`, isPhoneVerified: true, ...account });

/** The consent code a desk asked for (POST /api/patients/consent-code), as the patient's SMS has it. */
export async function consentCode(
  t: TestApp,
  headers: Record<string, string> | undefined,
  patient: Pick<UserRow, 'pubkey' | 'phone'>,
  extra: object = {},
): Promise<string> {
  const sent = await call(t, 'POST', '/api/patients/consent-code', {
    headers,
    payload: { patientPubkey: patient.pubkey, ...extra },
  });
  if (sent.status !== 202) throw new Error(`consent code refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return lastCode(t.app, patient.phone!);
}

import type { InjectOptions } from 'fastify';
import { DoctorsRepository } from '../modules/clinic/doctors.repository.js';
import type { NewDoctorRow } from '../modules/clinic/doctors.table.js';
import { EtablissementsRepository } from '../modules/clinic/etablissements.repository.js';
import type { NewUserRow, UserRow } from '../modules/users/users.table.js';
import type { ClinicFixture } from './clinic-fixtures.js';
import type { TestApp } from './test-app.js';
import { insertUser } from './users-fixtures.js';

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

/** A CSV download's header and records, after checking it is one (BOM, CRLF). */
export function csvOf(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  if (!res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('no BOM');
  const lines = res.body.slice(1).split('\r\n');
  lines.pop();
  return { header: lines[0]!.split(','), rows: lines.slice(1) };
}

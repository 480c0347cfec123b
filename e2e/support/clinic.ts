import type { Tokens } from '@bayan/shared';
import { newIdentity, uniqueDigits } from './accounts.js';
import { ACCOUNTS, loginByApi } from './dashboard.js';

/** One API call with a bearer token: the answer's JSON, or an error naming the status. */
export async function call<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(form || !body ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** An account an administrator creates with `role`, its first password already replaced (force-password). */
export async function account(baseUrl: string, admin: string, role: string, label: string, etablissement?: string) {
  const who = newIdentity(label);
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) form.set(key, who[key]);
  form.set('role', role);
  if (etablissement) form.set('etablissementPubkey', etablissement);
  const user = await call<{ pubkey: string; name?: string }>(baseUrl, admin, 'POST', '/api/users', form);
  const first = await loginByApi(baseUrl, { login: who.email, password: who.password });
  const password = `${who.password} renewed`;
  const tokens = await call<Tokens>(baseUrl, first.access_token, 'POST', '/api/auth/force-password', { password });
  // What the login form takes, for the tests that log in as a person would.
  const credentials = { login: who.email, password };
  return { pubkey: user.pubkey, name: `${who.firstName} ${who.lastName}`, tokens, credentials };
}

const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ALL_DAY = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
);

/**
 * The journeys' patients book slots minutes away: the clinic takes online bookings without notice,
 * and a Pending request may be confirmed up to its start. With the default two hours before it,
 * the clinic's minute sweep rejected the request (not confirmed in time) before the doctor got to it.
 */
async function takeBookingsWithoutNotice(baseUrl: string, admin: string) {
  const { data } = await call<{ data: { key: string; pubkey: string }[] }>(
    baseUrl,
    admin,
    'GET',
    '/api/settings?group=clinic',
  );
  for (const key of ['clinic_min_notice_minutes', 'clinic_pending_confirm_hours']) {
    const setting = data.find((entry) => entry.key === key)!;
    await call(baseUrl, admin, 'PATCH', `/api/settings/${setting.pubkey}`, { value: 0 });
  }
}

/**
 * A clinic open every day round the clock (so a slot starts within minutes whenever the test
 * runs), a speciality, a doctor whose agenda has 5-minute slots and one type the doctor must
 * confirm (it waits as Pending), a patient and the clinic's staff, all through the API.
 */
export async function seedClinic(baseUrl: string) {
  const admin = await loginByApi(baseUrl, ACCOUNTS.superadmin);
  const token = admin.access_token;
  const tag = uniqueDigits(6);
  const clinicNames = { nameAr: `عيادة الرحمة ${tag}`, nameEn: `Al Rahma Clinic ${tag}` };
  const clinic = await call<{ pubkey: string }>(baseUrl, token, 'POST', '/api/etablissements', {
    ...clinicNames,
    weekendDays: [],
    startHour: '00:00',
    endHour: '24:00',
  });
  const speciality = { nameAr: `الجلدية ${tag}`, nameEn: `Dermatology ${tag}` };
  const { pubkey: specialityPubkey } = await call<{ pubkey: string }>(
    baseUrl,
    token,
    'POST',
    '/api/specialities',
    speciality,
  );
  // A name of its own (other files seed doctors on the same server): the tag's digits as letters.
  const doctor = await account(
    baseUrl,
    token,
    'DOCTOR',
    `doctor${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
  );
  const patient = await account(baseUrl, token, 'PATIENT', 'patient');
  const staff = await account(baseUrl, token, 'STAFF', 'staff', clinic.pubkey);
  await call(baseUrl, token, 'POST', '/api/doctors', {
    doctorPubkey: doctor.pubkey,
    specialityPubkey,
    etablissementPubkey: clinic.pubkey,
  });
  const type = { nameAr: 'استشارة جلدية', nameEn: 'Skin consultation', durationMinutes: 5, priceHalalas: 20_000 };
  const agenda = await call<{ id: string }>(baseUrl, token, 'POST', '/api/agendas', {
    doctorPubkey: doctor.pubkey,
    startDate: isoDay(-1),
    endDate: isoDay(20),
    weeklyHours: ALL_DAY,
    consultationDuration: 5,
    patientsLimit: 1,
    consultationTypes: [{ ...type, autoConfirm: false }],
  });
  await takeBookingsWithoutNotice(baseUrl, token);
  return {
    admin,
    clinic: { pubkey: clinic.pubkey, ...clinicNames },
    agenda: agenda.id,
    speciality,
    type,
    doctor,
    patient,
    staff,
  };
}

const MINUTE_MS = 60_000;
const RIYADH_MS = 3 * 3_600_000;

/**
 * Makes the seeded doctor's first free slot today start at the first whole minute at least `leadMs`
 * ahead, and answers that start (ISO): the agenda's hours today begin then. The 5-minute slots laid
 * from midnight would otherwise put it anywhere up to five minutes further, and a test that waits
 * for its appointment to start (Done is refused before) waited that long. Undefined when today has
 * no room left for a slot (just before midnight, Riyadh): the test then takes the first free slot.
 */
export async function slotStartingSoon(baseUrl: string, seeded: SeededClinic, leadMs: number) {
  const start = Math.ceil((Date.now() + leadMs) / MINUTE_MS) * MINUTE_MS;
  const local = new Date(start + RIYADH_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  if (minute + seeded.type.durationMinutes > 24 * 60) return undefined;
  const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  const weekday = String(local.getUTCDay());
  await call(baseUrl, seeded.admin.access_token, 'PATCH', `/api/agendas/${seeded.agenda}`, {
    weeklyHours: { ...ALL_DAY, [weekday]: [{ start: clock, end: '24:00' }] },
  });
  return new Date(start).toISOString();
}

export type SeededClinic = Awaited<ReturnType<typeof seedClinic>>;

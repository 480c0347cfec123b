import { newIdentity } from './accounts.js';
import { adminFetch } from './admin.js';

/** POST as the admin, expecting 201, answering the created resource. */
async function create<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const init =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const res = await adminFetch(baseUrl, path, init);
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A clinic of its own (PRODUCT §7 defaults: Friday off, 09:00–21:00, Riyadh) with one doctor: a
 * DOCTOR account made by the admin, given its clinic profile (POST /api/doctors).
 */
export async function seedDoctor(baseUrl: string, label: string) {
  const who = newIdentity(label);
  const clinic = await create<{ pubkey: string }>(baseUrl, '/api/etablissements', {
    nameAr: `عيادة ${who.phone.slice(-6)}`,
    nameEn: `Clinic ${who.phone.slice(-6)}`,
  });
  const speciality = await create<{ pubkey: string }>(baseUrl, '/api/specialities', {
    nameAr: `باطنة ${who.phone.slice(-6)}`,
    nameEn: `Internal medicine ${who.phone.slice(-6)}`,
  });
  const form = new FormData();
  const lastName = `Doctor${who.phone.slice(-6)}`;
  for (const [key, value] of Object.entries({ ...who, lastName, role: 'DOCTOR' }))
    if (['firstName', 'lastName', 'email', 'phone', 'password', 'role'].includes(key)) form.set(key, value);
  const account = await create<{ pubkey?: string; data?: { pubkey: string } }>(baseUrl, '/api/users', form);
  const pubkey = account.pubkey ?? account.data!.pubkey;
  await create(baseUrl, '/api/doctors', {
    doctorPubkey: pubkey,
    specialityPubkey: speciality.pubkey,
    etablissementPubkey: clinic.pubkey,
  });
  return { pubkey, name: `${who.firstName} ${lastName}`, clinic: clinic.pubkey };
}

/** A doctor's free slots over clinic days (GET /api/doctors/:pubkey/availability, public). */
export async function freeSlots(baseUrl: string, doctor: string, from: string, to: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/doctors/${doctor}/availability?from=${from}&to=${to}`);
  if (!res.ok) throw new Error(`availability answered ${res.status}: ${await res.text()}`);
  const { days } = (await res.json()) as { days: { slots: { start: string; state: string }[] }[] };
  return days.flatMap((day) => day.slots.filter((slot) => slot.state === 'Free').map((slot) => slot.start));
}

/** A calendar day `count` days from today in Riyadh (UTC+3 all year). */
export const riyadhDay = (count: number) =>
  new Date(Date.now() + 3 * 3_600_000 + count * 86_400_000).toISOString().slice(0, 10);

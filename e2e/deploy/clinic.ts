import type { Agenda, DoctorAvailability } from '@bayan/shared';
import { newIdentity } from '../support/accounts.js';
import { FormData, type Client } from './client.js';

const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const ALL_DAY = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ start: '00:00', end: '24:00' }]]),
);

/** An account the admin creates with `role` (no password: nobody logs in to it here); its pubkey and the request's id. */
export async function createAccount(admin: Client, role: string, label: string, file?: Blob) {
  const who = newIdentity(label);
  const form = new FormData();
  for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) form.set(key, who[key]);
  form.set('role', role);
  if (file) form.set('file', file, 'scan.pdf');
  const created = await admin.expect<{ pubkey: string }>(201, 'POST', '/api/users', form);
  return { pubkey: created.body.pubkey, id: created.id };
}

/**
 * A clinic open round the clock, a doctor whose agenda has 15-minute slots of one seat, and the
 * patients who will all want the same slots, all through the API; the doctor's first `count` free
 * slots two days ahead (no notice rule or sweep reaches them during the test).
 */
export async function bookableSlots(admin: Client, patients: number, count: number) {
  const clinic = await admin.expect<{ pubkey: string }>(201, 'POST', '/api/etablissements', {
    nameAr: 'عيادة النشر',
    nameEn: 'Deployment clinic',
    weekendDays: [],
    startHour: '00:00',
    endHour: '24:00',
  });
  const speciality = await admin.expect<{ pubkey: string }>(201, 'POST', '/api/specialities', {
    nameAr: 'طب الأسرة',
    nameEn: 'Family medicine',
  });
  const { pubkey: doctor } = await createAccount(admin, 'DOCTOR', 'doctor');
  await admin.expect(201, 'POST', '/api/doctors', {
    doctorPubkey: doctor,
    specialityPubkey: speciality.body.pubkey,
    etablissementPubkey: clinic.body.pubkey,
  });
  const agenda = await admin.expect<Agenda>(201, 'POST', '/api/agendas', {
    doctorPubkey: doctor,
    startDate: isoDay(1),
    endDate: isoDay(4),
    weeklyHours: ALL_DAY,
    consultationDuration: 15,
    patientsLimit: 1,
    consultationTypes: [
      { nameAr: 'استشارة', nameEn: 'Consultation', durationMinutes: 15, priceHalalas: 10_000, autoConfirm: false },
    ],
  });
  const people = await Promise.all(
    Array.from({ length: patients }, async (_, n) => (await createAccount(admin, 'PATIENT', `patient${n}`)).pubkey),
  );
  const free = await freeSlots(admin, doctor, isoDay(2), isoDay(3));
  if (free.length < count) throw new Error(`the doctor has ${free.length} free slots, not ${count}`);
  return { doctor, type: agenda.body.consultationTypes[0]!.id, patients: people, slots: free.slice(0, count) };
}

/** The doctor's free slot starts between two days (public availability). */
export async function freeSlots(client: Client, doctor: string, from: string, to: string): Promise<string[]> {
  const { body } = await client.expect<DoctorAvailability>(
    200,
    'GET',
    `/api/doctors/${doctor}/availability?from=${from}&to=${to}`,
  );
  return body.days.flatMap((day) => day.slots.filter((slot) => slot.state === 'Free').map((slot) => slot.start));
}

export { isoDay };

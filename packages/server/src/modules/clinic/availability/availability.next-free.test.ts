import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertDoctor,
  insertPatient,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { users } from '../../users/users.table.js';
import { BlocksRepository } from '../time-off/blocks.repository.js';
import { specialities } from '../directory/catalogue.table.js';
import { doctors } from '../doctors/doctors.table.js';

interface Found {
  doctor: { pubkey: string; name: string };
  start: string;
  end: string;
  seatsLeft: number;
  state: string;
}

let t: TestApp;
let north: ClinicFixture;
let cardiology: string;
let [early, late, skin, retired]: DoctorFixture[] = [];

// Noon in Riyadh is the same date in UTC.
const day = riyadhAt(3, '12:00').slice(0, 10);
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability?from=${day}&${query}` });
  return { status: res.statusCode, slots: (res.json() as { slots: Found[] }).slots, body: res.body };
};

async function withSpeciality(doctor: DoctorFixture, id: number) {
  await t.database.db.update(doctors).set({ specialityId: id }).where(eq(doctors.userId, doctor.user.id));
}

// Two cardiologists in two clinics, a dermatologist, and a cardiologist whose account is blocked;
// every agenda opens at 06:00 in 30-minute slots (the fixtures' clinics never close).
beforeAll(async () => {
  t = await createTestApp();
  north = await insertClinic(t, 'North');
  const south = await insertClinic(t, 'South');
  const [heart, dermatology] = await t.database.db
    .insert(specialities)
    .values([
      { nameAr: 'القلب', nameEn: 'Cardiology' },
      { nameAr: 'الجلدية', nameEn: 'Dermatology' },
    ])
    .returning();
  cardiology = heart!.pubkey;
  [early, late, skin, retired] = [
    await insertDoctor(t, north),
    await insertDoctor(t, south),
    await insertDoctor(t, north),
    await insertDoctor(t, south),
  ];
  for (const doctor of [early!, late!, retired!]) await withSpeciality(doctor, heart!.id);
  await withSpeciality(skin!, dermatology!.id);
  await t.database.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, retired!.user.id));
  // The early doctor's first slot is taken: their next free one is 06:30.
  const res = await book(t, await bearerFor(t, await insertPatient(t)), {
    doctorPubkey: early!.user.pubkey,
    start: riyadhAt(3, '06:00'),
    consultationType: early!.types.pending,
  });
  expect(res.status).toBe(201);
}, 180_000);
afterAll(() => t.close());

describe('GET /api/availability', () => {
  it('lists a speciality’s next free slots across doctors, earliest first, skipping full slots and blocked accounts', async () => {
    const { status, slots, body } = await search(`speciality=${cardiology}&limit=3`);
    expect(status, body).toBe(200);
    // A tie in time goes by the doctor's internal id: the two 06:30 slots may come in either order.
    expect([slots[0]!.doctor.pubkey, slots[0]!.start]).toEqual([late!.user.pubkey, `${day}T06:00:00+03:00`]);
    expect(slots.slice(1).map((slot) => slot.start)).toEqual([`${day}T06:30:00+03:00`, `${day}T06:30:00+03:00`]);
    expect(new Set(slots.slice(1).map((slot) => slot.doctor.pubkey))).toEqual(
      new Set([early!.user.pubkey, late!.user.pubkey]),
    );
    expect(slots[0]).toMatchObject({ end: `${day}T06:30:00+03:00`, seatsLeft: 1, state: 'Free' });
    expect(slots[0]!.doctor.name).toContain('Dr Samir');
  });

  it('narrows to one clinic, and answers an empty list when no doctor matches', async () => {
    const inNorth = await search(`etablissement=${north.etablissement.pubkey}&limit=4`);
    expect(new Set(inNorth.slots.map((slot) => slot.doctor.pubkey))).toEqual(
      new Set([early!.user.pubkey, skin!.user.pubkey]),
    );
    const none = await search(`speciality=${cardiology}&etablissement=${north.etablissement.pubkey}&limit=50`);
    expect(none.slots.every((slot) => slot.doctor.pubkey === early!.user.pubkey)).toBe(true);
    expect(none.slots).toHaveLength(50);
    expect((await search(`speciality=${'C'.repeat(22)}`)).slots).toEqual([]);
  });

  it('says “No doctors available” in the caller’s language when nothing matches, and nothing when slots are found', async () => {
    const none = async (language?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/availability?speciality=${'C'.repeat(22)}`,
        headers: language ? { 'accept-language': language } : {},
      });
      return res.json();
    };
    expect(await none('en')).toEqual({ slots: [], message: 'No doctors available.' });
    expect(await none('ar')).toEqual({ slots: [], message: 'لا يوجد أطباء متاحون.' });
    expect(await none()).toEqual({ slots: [], message: 'لا يوجد أطباء متاحون.' });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/availability?speciality=${cardiology}&limit=1`,
      headers: { 'accept-language': 'en' },
    });
    expect(found.json()).not.toHaveProperty('message');
  });

  it('looks further than the next days when they hold too few free slots, seats taken there included', async () => {
    // A doctor on leave for five days from the searched day, whose first slot back is taken.
    const clinic = await insertClinic(t, 'Away');
    const away = await insertDoctor(t, clinic);
    await new BlocksRepository(t.database.db).insert({
      doctorId: away.user.id,
      period: `[${riyadhAt(3, '00:00')},${riyadhAt(8, '00:00')})`,
      reason: 'leave',
    });
    const booked = await book(t, await bearerFor(t, await insertPatient(t)), {
      doctorPubkey: away.user.pubkey,
      start: riyadhAt(8, '06:00'),
      consultationType: away.types.pending,
    });
    expect(booked.status).toBe(201);
    const { slots } = await search(`etablissement=${clinic.etablissement.pubkey}&limit=2`);
    expect(slots.map((slot) => Date.parse(slot.start))).toEqual(
      ['06:30', '07:00'].map((time) => Date.parse(riyadhAt(8, time))),
    );
  });

  it('answers bad input with a 400, never a 500', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=two', 'speciality=x', 'from=yesterday']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/availability?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });
});

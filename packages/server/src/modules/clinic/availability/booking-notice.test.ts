import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertClinicPatient,
  insertDoctor,
  insertPatient,
  insertStaff,
  nextWeekday,
  riyadhAt,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { setSetting } from '../../../test/settings-kit.js';

/** The clock stands at 10:00 Riyadh on a working Monday; the minimum notice is the default hour. */
let t: TestApp;
let doctor: DoctorFixture;
let patient: { authorization: string };
let staff: { authorization: string };
let monday: number;

const at = (hhmm: string) => riyadhAt(monday, hhmm);
const en = { 'accept-language': 'en' };
const bookAt = (as: Record<string, string>, hhmm: string, patientPubkey?: string) =>
  book(
    t,
    { ...as, ...en },
    { doctorPubkey: doctor.user.pubkey, consultationType: doctor.types.autoConfirm, start: at(hhmm), patientPubkey },
  );
const firstSlot = async (headers: Record<string, string> = {}) => {
  const day = at('12:00').slice(0, 10);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/doctors/${doctor.user.pubkey}/availability?from=${day}&to=${day}`,
    headers,
  });
  const days = res.json<{ days: { slots: { start: string; state: string }[] }[] }>().days;
  return days.flatMap((d) => d.slots).find((slot) => slot.state !== 'Blocked')?.start;
};

beforeAll(async () => {
  monday = nextWeekday(1);
  t = await createTestApp({}, { clock: new FakeClock(Date.parse(riyadhAt(monday, '10:00'))) });
  const clinic = await insertClinic(t, 'Notice', { weekendDays: [5], startHour: '09:00', endHour: '21:00' });
  doctor = await insertDoctor(t, clinic, { capacity: 3 });
  patient = await bearerFor(t, await insertPatient(t));
  staff = await bearerFor(t, await insertStaff(t, clinic));
}, 180_000);
afterAll(() => t.close());

describe('the minimum booking notice (clinic_min_notice_minutes, default 60)', () => {
  it('refuses a patient a slot sooner than the notice, in words, and books the first one after it', async () => {
    const soon = await bookAt(patient, '10:30');
    expect(soon.status).toBe(409);
    expect(soon.body).toEqual({
      code: 'CLINIC_SLOT_TOO_SOON',
      message: 'This slot is too soon to book online; choose a later one or call the clinic.',
    });
    expect((await bookAt(patient, '11:00')).status).toBe(201);
  });

  it('lets the care team book a walk-in at the next slot', async () => {
    const walkIn = await insertClinicPatient(t, doctor.etablissementId);
    expect((await bookAt(staff, '10:30', walkIn.pubkey)).status).toBe(201);
  });

  it('offers patients and visitors slots from the notice on, the care team from now', async () => {
    expect(Date.parse((await firstSlot())!)).toBe(Date.parse(at('11:00')));
    expect(Date.parse((await firstSlot(patient))!)).toBe(Date.parse(at('11:00')));
    expect(Date.parse((await firstSlot(staff))!)).toBe(Date.parse(at('10:00')));
  });

  it('follows the setting: at 0 a patient books the next slot', async () => {
    await setSetting(t, 'clinic_min_notice_minutes', 0);
    expect(Date.parse((await firstSlot())!)).toBe(Date.parse(at('10:00')));
    expect((await bookAt(patient, '10:30')).status).toBe(201);
  });
});

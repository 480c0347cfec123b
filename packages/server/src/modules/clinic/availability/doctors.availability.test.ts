import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  book,
  insertClinic,
  insertDoctor,
  insertPatient,
  nextWeekday,
  insertStaff,
  riyadhAt,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { BlocksRepository } from '../time-off/blocks.repository.js';

interface Slot {
  start: string;
  end: string;
  seatsLeft: number;
  state: string;
}
interface Day {
  date: string;
  slots: Slot[];
}

const HOUR = 3_600_000;

let t: TestApp;
let doctor: DoctorFixture;
let patientBearer: { authorization: string };
let staffBearer: { authorization: string };
let monday: number;

const localDate = (days: number) => riyadhAt(days, '12:00').slice(0, 10);

const availability = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.pubkey}/availability?${query}`, headers });

const daysOf = (body: unknown) => (body as { days: Day[] }).days;
const slotAt = (days: Day[], start: string) =>
  days.flatMap((day) => day.slots).find((slot) => Date.parse(slot.start) === Date.parse(start));

// Friday off, open 09:00–21:00 Riyadh; the agenda runs 06:00–23:00 in 30-minute slots, 2 seats each.
beforeAll(async () => {
  t = await createTestApp();
  const clinic = await insertClinic(t, 'Al Amal', { weekendDays: [5], startHour: '09:00', endHour: '21:00' });
  doctor = await insertDoctor(t, clinic, { capacity: 2 });
  patientBearer = await bearerFor(t, await insertPatient(t));
  staffBearer = await bearerFor(t, await insertStaff(t, clinic));
  monday = nextWeekday(1);
  await new BlocksRepository(t.database.db).insert({
    doctorId: doctor.user.id,
    period: `[${riyadhAt(monday, '12:00')},${riyadhAt(monday, '13:00')})`,
    reason: 'leave',
  });
}, 180_000);
afterAll(() => t.close());

describe('GET /api/doctors/:pubkey/availability', () => {
  it('offers a visitor the open slots of a day, in the clinic’s offset, with seats left', async () => {
    const res = await availability(`from=${localDate(monday)}&to=${localDate(monday)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [day] = daysOf(res.json());
    expect(day!.date).toBe(localDate(monday));
    expect(day!.slots[0]).toEqual({
      start: `${localDate(monday)}T09:00:00+03:00`,
      end: `${localDate(monday)}T09:30:00+03:00`,
      seatsLeft: 2,
      state: 'Free',
    });
    // 09:00–21:00 is 24 slots; the leave takes 12:00–13:00 away.
    expect(day!.slots).toHaveLength(22);
    expect(day!.slots.map((slot) => slot.start)).not.toContain(`${localDate(monday)}T12:00:00+03:00`);
    // The types a booking may choose, each with whether it waits for the doctor.
    const offered = (res.json() as { consultationTypes: { id: string; autoConfirm: boolean }[] }).consultationTypes;
    expect(offered.map(({ id, autoConfirm }) => [id, autoConfirm]).sort()).toEqual(
      [
        [doctor.types.pending, false],
        [doctor.types.autoConfirm, true],
      ].sort(),
    );
  });

  it('counts the seats bookings take, down to Full, and books what it offers', async () => {
    const start = riyadhAt(monday, '10:00');
    const patient2 = await bearerFor(t, await insertPatient(t));
    for (const bearer of [patientBearer, patient2]) {
      const res = await book(t, bearer, {
        doctorPubkey: doctor.user.pubkey,
        start,
        consultationType: doctor.types.pending,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const after = daysOf((await availability(`from=${localDate(monday)}&to=${localDate(monday)}`)).json());
      expect(slotAt(after, start)!.seatsLeft).toBe(bearer === patientBearer ? 1 : 0);
    }
    const after = daysOf((await availability(`from=${localDate(monday)}&to=${localDate(monday)}`)).json());
    expect(slotAt(after, start)!.state).toBe('Full');
  });

  it('shows the care team what is blocked (leave, weekend), never a visitor or a patient', async () => {
    const friday = monday + 4;
    const range = `from=${localDate(monday)}&to=${localDate(monday + 6)}`;
    const staff = daysOf((await availability(range, staffBearer)).json());
    expect(slotAt(staff, riyadhAt(monday, '12:00'))!.state).toBe('Blocked');
    expect(staff.find((day) => day.date === localDate(friday))!.slots.every((s) => s.state === 'Blocked')).toBe(true);
    for (const headers of [{}, patientBearer]) {
      const seen = daysOf((await availability(range, headers)).json());
      expect(seen.flatMap((day) => day.slots).some((slot) => slot.state === 'Blocked')).toBe(false);
      expect(seen.map((day) => day.date)).not.toContain(localDate(friday));
    }
  });

  it('fits a consultation type: only its own slots, ending when it ends', async () => {
    const res = await availability(
      `from=${localDate(monday)}&to=${localDate(monday)}&type=${doctor.types.autoConfirm}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slot = daysOf(res.json())[0]!.slots[0]!;
    expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(HOUR / 2);
  });

  it('reads Arabic-Indic dates and answers bad input with a localised 4xx, never a 500', async () => {
    const arabic = localDate(monday).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await availability(`from=${arabic}&to=${arabic}`)).statusCode).toBe(200);
    const cases: [string, number][] = [
      [`from=${localDate(monday)}&to=${localDate(monday - 1)}`, 400],
      [`from=${localDate(monday)}&to=${localDate(monday + 62)}`, 400],
      ['from=tomorrow&to=later', 400],
      [`from=${localDate(monday)}`, 400],
      [`from=${localDate(monday)}&to=${localDate(monday)}&type=${'A'.repeat(22)}`, 409],
    ];
    for (const [query, status] of cases) {
      const res = await availability(query, { 'accept-language': 'en' });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${'B'.repeat(22)}/availability?from=${localDate(monday)}&to=${localDate(monday)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLINIC_DOCTOR_NOT_FOUND');
  });
});

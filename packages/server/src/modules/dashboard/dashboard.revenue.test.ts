import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { specialities } from '../clinic/directory/catalogue.table.js';
import { doctors } from '../clinic/doctors/doctors.table.js';
import type { AppointmentStatusValue } from '../clinic/appointments/appointments.table.js';
import {
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  type ClinicFixture,
  type DoctorFixture,
} from '../../test/clinic-fixtures.js';
import { createTestApp, type Bearer, type TestApp } from '../../test/test-app.js';

/**
 * The dashboard's clinic figures from known appointments (PRODUCT.md §6): only Done ones count as
 * revenue, at the price copied at booking, in the month of their start on their clinic's clock.
 * "Now" is 20 February 2025 in Riyadh, so the default period and year are February and 2025.
 */
let t: TestApp;
let admin: Bearer;
const doctor: Record<'a' | 'b' | 'dubai', DoctorFixture> = {} as never;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new FakeClock(new Date('2025-02-20T09:00:00Z')) });
  admin = await t.bearer('admin@bayan.local');
  const riyadh = await insertClinic(t, 'Riyadh');
  const dubai = await insertClinic(t, 'Dubai', { timeZone: 'Asia/Dubai' });
  doctor.a = await insertDoctor(t, riyadh);
  doctor.b = await insertDoctor(t, riyadh, { roomId: null });
  doctor.dubai = await insertDoctor(t, dubai);
  const [skin] = await t.database.db
    .insert(specialities)
    .values({ nameAr: 'جلدية', nameEn: 'Dermatology' })
    .returning();
  await t.database.db.update(doctors).set({ specialityId: skin!.id }).where(eq(doctors.userId, doctor.a.user.id));
  const patient = await insertPatient(t);
  const add = (who: DoctorFixture, clinic: ClinicFixture, start: string, status: AppointmentStatusValue, sar = 0) =>
    insertAppointment(t, who, patient, clinic, { start, status, priceHalalas: Math.round(sar * 100) });
  // January in Riyadh: its first minute (31 December in UTC) and its last minute.
  await add(doctor.a, riyadh, '2024-12-31T21:00:00Z', 'done', 40);
  await add(doctor.a, riyadh, '2025-01-31T20:59:00Z', 'done', 100);
  // February in Riyadh from its first minute (still 31 January in UTC).
  await add(doctor.a, riyadh, '2025-01-31T21:00:00Z', 'done', 250.5);
  await add(doctor.b, riyadh, '2025-02-15T07:00:00Z', 'done', 300);
  // Not revenue, whatever their price.
  await add(doctor.a, riyadh, '2025-02-10T07:00:00Z', 'canceled', 999);
  await add(doctor.a, riyadh, '2025-02-11T07:00:00Z', 'no_show', 999);
  await add(doctor.b, riyadh, '2025-02-12T07:00:00Z', 'rejected', 999);
  await add(doctor.b, riyadh, '2025-02-25T07:00:00Z', 'pending', 999);
  await add(doctor.a, riyadh, '2025-02-26T07:00:00Z', 'planed', 999);
  // 28 February 23:30 in Riyadh, but 1 March 00:30 in Dubai, where it was earned.
  await add(doctor.dubai, dubai, '2025-02-28T20:30:00Z', 'done', 75.25);
  // 1 January 2026 in Riyadh: next year's.
  await add(doctor.a, riyadh, '2025-12-31T21:00:00Z', 'done', 11.11);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const nameOf = (fixture: DoctorFixture) => `${fixture.user.firstName} ${fixture.user.lastName}`;

describe('dashboard figures from the clinic', () => {
  it('counts appointments by state in the period and this month’s Done revenue, each clinic on its clock', async () => {
    const { statistics } = await get('/api/dashboard/statistics');
    expect(statistics.appointments).toEqual({ Pending: 1, Planed: 1, Rejected: 1, Canceled: 1, Done: 3, NoShow: 1 });
    // February: 250.50 + 300; the Dubai appointment is March's there.
    expect(statistics.revenueThisMonth).toEqual({ amount: 550.5, currency: 'SAR' });
    const january = (await get('/api/dashboard/statistics?from=2025-01-01&to=2025-01-31')).statistics;
    expect(january.appointments).toMatchObject({ Done: 2, Canceled: 0, Pending: 0 });
    // "This month" whatever the period.
    expect(january.revenueThisMonth.amount).toBe(550.5);
  });

  it('gives each month of a year in SAR, months starting at the clinic’s midnight', async () => {
    const months = [140, 550.5, 75.25, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(await get('/api/dashboard/yearly-revenue')).toEqual({
      yearlyRevenue: { year: 2025, currency: 'SAR', months },
    });
    expect((await get('/api/dashboard/yearly-revenue?year=2026')).yearlyRevenue.months[0]).toBe(11.11);
    expect((await get('/api/dashboard/yearly-revenue?year=2024')).yearlyRevenue.months).toEqual(Array(12).fill(0));
  });

  it('ranks the doctors by their Done revenue in the period, speciality in the reader’s language', async () => {
    const { mostProfitableProfessionals: ranked } = await get(
      '/api/dashboard/most-profitable-professionals?from=2025-02-01&to=2025-02-28',
      { ...admin, 'accept-language': 'en' },
    );
    expect(ranked).toEqual([
      {
        doctor: { pubkey: doctor.b.user.pubkey, name: nameOf(doctor.b) },
        speciality: null,
        appointments: 1,
        revenue: { amount: 300, currency: 'SAR' },
      },
      {
        doctor: { pubkey: doctor.a.user.pubkey, name: nameOf(doctor.a) },
        speciality: 'Dermatology',
        appointments: 1,
        revenue: { amount: 250.5, currency: 'SAR' },
      },
      {
        doctor: { pubkey: doctor.dubai.user.pubkey, name: nameOf(doctor.dubai) },
        speciality: null,
        appointments: 1,
        revenue: { amount: 75.25, currency: 'SAR' },
      },
    ]);
    const year = await get('/api/dashboard/most-profitable-professionals?from=2025-01-01&to=2025-12-31&limit=1');
    expect(year.mostProfitableProfessionals).toEqual([
      expect.objectContaining({ speciality: 'جلدية', appointments: 3, revenue: { amount: 390.5, currency: 'SAR' } }),
    ]);
  });

  it('answers zeros with the clinic switched off, the same data in the database', async () => {
    const off = await createTestApp({ BAYAN_MODULES: 'names' }, { database: t.database });
    try {
      const headers = await off.bearer('admin@bayan.local');
      const ask = async (url: string) => (await off.app.inject({ method: 'GET', url, headers })).json();
      const { statistics } = await ask('/api/dashboard/statistics?from=2025-01-01&to=2025-12-31');
      expect(statistics.appointments).toEqual({ Pending: 0, Planed: 0, Rejected: 0, Canceled: 0, Done: 0, NoShow: 0 });
      expect(statistics.revenueThisMonth).toEqual({ amount: 0, currency: 'SAR' });
      expect((await ask('/api/dashboard/yearly-revenue?year=2025')).yearlyRevenue.months).toEqual(Array(12).fill(0));
      expect(await ask('/api/dashboard/most-profitable-professionals?from=2025-01-01')).toEqual({
        mostProfitableProfessionals: [],
      });
    } finally {
      await off.close();
    }
  });
});

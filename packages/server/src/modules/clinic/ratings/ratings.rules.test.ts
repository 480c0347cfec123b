import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../lib/clock.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { eventsOf } from '../../../test/users-fixtures.js';
import type { AppointmentStatusValue } from '../appointments/appointments.table.js';
import type { UserRow } from '../../users/users.table.js';

/** Who may rate, when, and how often (issue 11): every refusal, and the aggregate it moves. */
const DAY = 86_400_000;
const clock = new FakeClock();
let t: TestApp;
let clinic: ClinicFixture;
let doctor: DoctorFixture;
let patient: UserRow;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  clinic = await insertClinic(t);
  doctor = await insertDoctor(t, clinic);
  patient = await insertPatient(t);
  auth = await bearerFor(t, patient);
});
afterAll(() => t.close());

let hour = 0;
/** A fresh appointment of `patient` with the doctor, `days` from today (negative: past). */
async function visit(status: AppointmentStatusValue = 'done', days = -1, who = patient) {
  hour = (hour + 1) % 14;
  const start = riyadhAt(days, `${String(7 + hour).padStart(2, '0')}:00`);
  return insertAppointment(t, doctor, who, clinic, { start, status });
}

const rate = (pubkey: string, payload: unknown, headers: Record<string, string> = auth, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/appointments/${pubkey}/rating`,
    headers: { ...headers, 'accept-language': lang },
    payload: payload as object,
  });

const doctorRow = () =>
  t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.pubkey}` }).then((r) => r.json());

describe('rating an appointment', () => {
  it('lets the patient rate their own Done appointment once, and moves the doctor’s aggregate at once', async () => {
    const appointment = await visit();
    const res = await rate(appointment.pubkey, { stars: 4, comment: '  Kind and precise.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      appointment: appointment.pubkey,
      stars: 4,
      comment: 'Kind and precise.',
      state: 'pending',
      doctor: { pubkey: doctor.user.pubkey },
    });
    expect(await doctorRow()).toMatchObject({ rating: 4, ratingCount: 1 });
    const [event] = await eventsOf(t, res.json<{ id: string }>().id);
    expect(event).toMatchObject({ action: 'rating.create', entity: 'rating' });

    const again = await rate(appointment.pubkey, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLINIC_ALREADY_RATED' });
    expect(await doctorRow()).toMatchObject({ rating: 4, ratingCount: 1 });
  });

  it('publishes a rating without a comment at once, and averages several', async () => {
    for (const stars of [5, 2]) {
      expect((await rate((await visit()).pubkey, { stars })).json()).toMatchObject({
        state: 'approved',
        comment: null,
      });
    }
    // 4, 5, 2 → 3.67 (two decimals), three ratings.
    expect(await doctorRow()).toMatchObject({ rating: 3.67, ratingCount: 3 });
  });

  it.each<AppointmentStatusValue>(['pending', 'planed', 'rejected', 'canceled', 'no_show'])(
    'refuses an appointment in %s with the spec’s “can’t rate”, in the reader’s language',
    async (status) => {
      const appointment = await visit(status);
      const en = await rate(appointment.pubkey, { stars: 5 });
      expect(en.statusCode).toBe(403);
      expect(en.json()).toMatchObject({
        code: 'CLINIC_CANNOT_RATE',
        message: expect.stringMatching(/^You can't rate/),
      });
      const ar = await rate(appointment.pubkey, { stars: 5 }, auth, 'ar');
      expect(ar.json<{ message: string }>().message).toMatch(/^لا يمكنك تقييم/);
    },
  );

  it('refuses someone else’s appointment, and anyone but a patient', async () => {
    const theirs = await visit('done', -1, await insertPatient(t));
    expect((await rate(theirs.pubkey, { stars: 5 })).json()).toMatchObject({ code: 'CLINIC_CANNOT_RATE' });
    const mine = await visit();
    for (const other of [doctor.user, await insertStaff(t, clinic)]) {
      const res = await rate(mine.pubkey, { stars: 5 }, await bearerFor(t, other));
      expect([res.statusCode, res.json().code]).toEqual([403, 'CLINIC_CANNOT_RATE']);
    }
    expect((await rate(mine.pubkey, { stars: 5 }, await t.bearer('admin@bayan.local'))).statusCode).toBe(403);
  });

  it('asks a visitor to log in with the spec’s words', async () => {
    const res = await rate((await visit()).pubkey, { stars: 5 }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'CLINIC_LOGIN_TO_RATE',
      message: 'Please log in to rate this doctor and view comments.',
    });
  });

  it('shows a visitor the approved comments too (finding 28)', async () => {
    const reviews = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.pubkey}/ratings` });
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(reviews.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  });

  it('closes 14 days after the start, by the server’s clock', async () => {
    const appointment = await visit('done', -1);
    const start = appointment.startAt.getTime();
    // One started two hours later: a minute after the first one's window closes, still inside its own.
    const later = await insertAppointment(t, doctor, patient, clinic, {
      start: new Date(start + 2 * 3_600_000).toISOString(),
      status: 'done',
    });
    clock.advance(start + 14 * DAY + 60_000 - clock.now().getTime());
    const late = await rate(appointment.pubkey, { stars: 3 }, await bearerFor(t, patient));
    expect([late.statusCode, late.json().code]).toEqual([403, 'CLINIC_CANNOT_RATE']);
    expect((await rate(later.pubkey, { stars: 3 }, await bearerFor(t, patient))).statusCode).toBe(201);
  });

  it.each([
    ['no stars', {}],
    ['zero stars', { stars: 0 }],
    ['six stars', { stars: 6 }],
    ['half a star', { stars: 3.5 }],
    ['stars as text', { stars: 'five' }],
    ['a comment too long', { stars: 4, comment: 'x'.repeat(1001) }],
    ['a comment not text', { stars: 4, comment: 12 }],
  ])('answers %s with a localised 400', async (_label, body) => {
    const res = await rate((await visit()).pubkey, body, await bearerFor(t, patient));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers a malformed or unknown appointment id with 400 and 404', async () => {
    expect((await rate('nope', { stars: 4 }, await bearerFor(t, patient))).statusCode).toBe(400);
    const unknown = await rate('A'.repeat(22), { stars: 4 }, await bearerFor(t, patient));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CLINIC_APPOINTMENT_NOT_FOUND']);
  });
});

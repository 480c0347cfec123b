import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  riyadhAt,
  tally,
  type ClinicFixture,
} from '../../../test/clinic-fixtures.js';

/**
 * The aggregate under real concurrency (PostgreSQL: one connection per request). On PGlite the same
 * requests run one after another and must give the same figures.
 */
let t: TestApp;
let clinic: ClinicFixture;

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
}, 180_000);
afterAll(() => t.close());

const rate = (pubkey: string, headers: Record<string, string>, stars: number) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${pubkey}/rating`, headers, payload: { stars } });

describe(`concurrent ratings (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('counts every one of 20 simultaneous ratings of distinct appointments, the average exact', async () => {
    const doctor = await insertDoctor(t, clinic, { roomId: null });
    const patients = await Promise.all(Array.from({ length: 20 }, () => insertPatient(t)));
    const visits = await Promise.all(
      patients.map(async (patient, i) => ({
        appointment: await insertAppointment(t, doctor, patient, clinic, {
          start: riyadhAt(-1 - Math.floor(i / 10), `${10 + (i % 10)}:00`),
          status: 'done',
        }),
        auth: await bearerFor(t, patient),
        stars: (i % 5) + 1,
      })),
    );
    const results = await Promise.all(visits.map((v) => rate(v.appointment.pubkey, v.auth, v.stars)));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 20 });
    const sum = visits.reduce((total, v) => total + v.stars, 0);
    const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.pubkey}` });
    expect(res.json()).toMatchObject({ ratingCount: 20, rating: Math.round((sum / 20) * 100) / 100 });
  });

  it('takes one of 10 simultaneous ratings of the same appointment', async () => {
    const doctor = await insertDoctor(t, clinic, { roomId: null });
    const patient = await insertPatient(t);
    const appointment = await insertAppointment(t, doctor, patient, clinic, {
      start: riyadhAt(-3, '10:00'),
      status: 'done',
    });
    const auth = await bearerFor(t, patient);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rate(appointment.pubkey, auth, (i % 5) + 1)),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 9 });
    const taken = results.find((r) => r.statusCode === 201)!.json<{ stars: number }>().stars;
    const res = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.pubkey}` });
    expect(res.json()).toMatchObject({ ratingCount: 1, rating: taken });
  });
});

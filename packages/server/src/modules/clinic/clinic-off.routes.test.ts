import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164, lastCode, newPerson } from '../../test/auth-kit.js';
import { bearerFor, insertClinic, insertDoctor, insertStaff } from '../../test/clinic-fixtures.js';
import { createReservation, readReservation, reservationBody, verifyReservation } from '../../test/reservation-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The patient's sign-up and the reservations belong to the clinic: served with it on, 404 with it off. */

const NO_ID = 'aaaaaaaaaaaaaaaaaaaaaa';
const CALLS = [
  ['POST', '/api/auth/patient-register'],
  ['POST', '/api/auth/appointment-reservation'],
  ['GET', `/api/auth/appointment-reservation/${NO_ID}?token=${'t'.repeat(32)}`],
  ['POST', `/api/auth/appointment-reservation/${NO_ID}/verify`],
  ['POST', `/api/auth/appointment-reservation/${NO_ID}/resend`],
  ['GET', '/api/reservations'],
  ['POST', `/api/reservations/${NO_ID}/accept`],
  ['POST', `/api/reservations/${NO_ID}/decline`],
] as const;

describe('with the clinic module off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BAYAN_MODULES: 'names,endowments' });
  }, 180_000);
  afterAll(() => t.close());

  it.each(CALLS)('%s %s is not served (404), at /api and /v1/api', async (method, url) => {
    for (const at of [url, `/v1${url}`]) {
      const res = await t.app.inject({
        method,
        url: at,
        headers: { 'accept-language': 'en' },
        ...(method === 'POST' ? { payload: { ...newPerson(), token: 't'.repeat(32), code: '123456' } } : {}),
      });
      expect(res.statusCode, at).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('still serves the plain sign-up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPerson() });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('with the clinic module on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('serves the patient sign-up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/patient-register', payload: newPerson() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().profile.role).toBe('PATIENT');
  });

  it('serves the reservation calls: create, read, resend, verify, the staff list, accept and decline', async () => {
    const clinic = await insertClinic(t);
    const doctor = await insertDoctor(t, clinic);
    const staff = { ...(await bearerFor(t, await insertStaff(t, clinic))), 'accept-language': 'en' };
    const payload = reservationBody(clinic.etablissement.pubkey, doctor.user.pubkey);
    const created = await createReservation(t, payload);
    expect(created.statusCode, created.body).toBe(201);
    const { id, token } = created.json<{ id: string; token: string }>();
    expect((await readReservation(t, id, token)).statusCode).toBe(200);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/auth/appointment-reservation/${id}/resend`,
      payload: { token },
    });
    // Served: a code was just sent, so the resend waits its minute.
    expect(resent.json<{ code: string }>().code, resent.body).toBe('AUTH_OTP_TOO_SOON');
    const code = await lastCode(t.app, e164(payload.phone));
    expect((await verifyReservation(t, id, token, code)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: staff });
    expect(list.statusCode, list.body).toBe(200);
    // Served: the accept reads its body (400 for none), where an unserved route would be 404.
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/accept`,
      payload: {},
      headers: staff,
    });
    expect(accept.statusCode, accept.body).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/decline`,
      payload: { reason: 'The doctor is away that week' },
      headers: staff,
    });
    expect(declined.statusCode, declined.body).toBe(200);
  });
});

import type { Appointment, Page } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
} from '../../../test/clinic-fixtures.js';

let t: TestApp;
const bearers: Record<string, Record<string, string>> = {};
let id = '';

/** One appointment in the South clinic; a doctor, a patient and staff of the North clinic are strangers to it. */
beforeAll(async () => {
  t = await createTestApp();
  const north = await insertClinic(t, 'North');
  const south = await insertClinic(t, 'South');
  const doctor = await insertDoctor(t, south);
  const patient = await insertPatient(t);
  id = (await insertAppointment(t, doctor, patient, south, { start: riyadhAt(3, '10:00'), status: 'planed' })).pubkey;
  bearers.patient = await bearerFor(t, patient);
  bearers.doctor = await bearerFor(t, doctor.user);
  bearers.staff = await bearerFor(t, await insertStaff(t, south));
  bearers.admin = await t.bearer('admin@bayan.local');
  bearers.otherPatient = await bearerFor(t, await insertPatient(t));
  bearers.otherDoctor = await bearerFor(t, (await insertDoctor(t, north)).user);
  bearers.otherStaff = await bearerFor(t, await insertStaff(t, north));
}, 180_000);
afterAll(() => t.close());

const get = (who: string | undefined, appointment = id, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/appointments/${appointment}`,
    headers: { ...(who ? bearers[who] : {}), 'accept-language': lang },
  });

describe('GET /api/appointments/:id', () => {
  it.each(['patient', 'doctor', 'staff', 'admin'])(
    'answers the %s the appointment as the list shows it',
    async (who) => {
      const res = await get(who);
      expect(res.statusCode, res.body).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: bearers[who] });
      const listed = list.json<Page<Appointment>>().data.find((a) => a.id === id);
      expect(listed).toBeDefined();
      expect(res.json()).toEqual(listed);
    },
  );

  it.each(['otherPatient', 'otherDoctor', 'otherStaff'])(
    'is not found for a stranger (%s), as for no such id',
    async (who) => {
      const res = await get(who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'CLINIC_APPOINTMENT_NOT_FOUND', message: 'This appointment does not exist.' });
      const none = await get(who, 'aaaaaaaaaaaaaaaaaaaaaa');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual(res.json());
    },
  );

  it('answers an id that is no id with a localised 400 or 404, never a 500', async () => {
    for (const bad of ['not-an-id', '%00', 'x'.repeat(100), '١٢٣']) {
      for (const lang of ['ar', 'en']) {
        const res = await get('admin', bad, lang);
        expect([400, 404], `${bad} ${res.body}`).toContain(res.statusCode);
        const { message } = res.json<{ message: string }>();
        expect(message).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/);
      }
    }
  });

  it('asks an anonymous visitor to log in', async () => {
    const res = await get(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'CLINIC_LOGIN_TO_VIEW' });
  });
});

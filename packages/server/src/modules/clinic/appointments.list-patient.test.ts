import type { Appointment, Page } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bearerFor,
  insertAppointment,
  insertClinic,
  insertDoctor,
  insertPatient,
  insertStaff,
  riyadhAt,
} from '../../test/clinic-fixtures.js';
import type { UserRow } from '../users/users.table.js';

/** GET /api/appointments?patient=<pubkey>: one patient's appointments, never beyond the caller's scope. */

let t: TestApp;
let huda: UserRow;
let omar: UserRow;
const bearers: Record<string, { authorization: string }> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const clinic = await insertClinic(t, 'Central');
  const doctor = await insertDoctor(t, clinic);
  const colleague = await insertDoctor(t, clinic);
  huda = await insertPatient(t);
  omar = await insertPatient(t);
  const at = (days: number) => ({ start: riyadhAt(days, '10:00'), status: 'planed' as const });
  ids.huda = (await insertAppointment(t, doctor, huda, clinic, at(3))).pubkey;
  ids.omar = (await insertAppointment(t, doctor, omar, clinic, at(4))).pubkey;
  ids.omarElsewhere = (await insertAppointment(t, colleague, omar, clinic, at(5))).pubkey;
  bearers.staff = await bearerFor(t, await insertStaff(t, clinic));
  bearers.doctor = await bearerFor(t, doctor.user);
  bearers.huda = await bearerFor(t, huda);
  bearers.admin = await t.bearer('admin@bayan.local');
}, 180_000);
afterAll(() => t.close());

async function listFor(who: string, patient: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/appointments?patient=${patient}`, headers: bearers[who] });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Appointment>>();
  return page.data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]);
}

describe('GET /api/appointments?patient=', () => {
  it('lists only that patient’s appointments, within the caller’s scope', async () => {
    expect(await listFor('admin', huda.pubkey)).toEqual(['huda']);
    expect(await listFor('staff', omar.pubkey)).toEqual(['omar', 'omarElsewhere']);
    expect(await listFor('doctor', omar.pubkey)).toEqual(['omar']);
    expect(await listFor('huda', omar.pubkey)).toEqual([]);
    expect(await listFor('admin', 'NoSuchPatientKey000000')).toEqual([]);
  });
});

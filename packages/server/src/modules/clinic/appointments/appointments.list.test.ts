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
const ids: Record<string, string> = {};
let clinicPubkey = '';
let doctorPubkey = '';

/** Two clinics, a doctor and a patient in each; the first patient also sees the second clinic's doctor. */
beforeAll(async () => {
  t = await createTestApp();
  const north = await insertClinic(t, 'North');
  const south = await insertClinic(t, 'South');
  const drNorth = await insertDoctor(t, north);
  const drSouth = await insertDoctor(t, south);
  const huda = await insertPatient(t);
  const omar = await insertPatient(t);
  ids.a = (await insertAppointment(t, drNorth, huda, north, { start: riyadhAt(3, '10:00'), status: 'pending' })).pubkey;
  ids.b = (await insertAppointment(t, drSouth, huda, south, { start: riyadhAt(4, '10:00'), status: 'planed' })).pubkey;
  ids.c = (await insertAppointment(t, drSouth, omar, south, { start: riyadhAt(5, '10:00'), status: 'done' })).pubkey;
  clinicPubkey = south.etablissement.pubkey;
  doctorPubkey = drSouth.user.pubkey;
  bearers.huda = await bearerFor(t, huda);
  bearers.drNorth = await bearerFor(t, drNorth.user);
  bearers.staffSouth = await bearerFor(t, await insertStaff(t, south));
  bearers.admin = await t.bearer('admin@bayan.local');
}, 180_000);
afterAll(() => t.close());

async function list(who: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/appointments${query}`, headers: bearers[who] });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<Appointment>>();
  return { ids: page.data.map((a) => Object.entries(ids).find(([, id]) => id === a.id)?.[0]), total: page.total };
}

describe('GET /api/appointments', () => {
  it('asks an anonymous visitor to log in to see their appointments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: { 'accept-language': 'en' } });
    expect(res.json()).toMatchObject({
      code: 'CLINIC_LOGIN_TO_VIEW',
      message: 'Please log in to view your appointments.',
    });
  });

  it('shows each role its own scope, soonest first', async () => {
    expect(await list('huda')).toEqual({ ids: ['a', 'b'], total: 2 });
    expect(await list('drNorth')).toEqual({ ids: ['a'], total: 1 });
    expect(await list('staffSouth')).toEqual({ ids: ['b', 'c'], total: 2 });
    expect((await list('admin')).ids).toEqual(['a', 'b', 'c']);
  });

  it('gives each appointment the spec’s fields beside its own: startDate, duration, type and color', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/appointments?status=Done', headers: bearers.admin });
    const [done] = res.json<Page<Appointment>>().data;
    expect(done).toMatchObject({
      start: done!.startDate,
      durationMinutes: 30,
      duration: 30,
      type: { pubkey: done!.consultationType, nameAr: 'كشف', nameEn: 'Consultation' },
      color: '#2e7d32',
    });
    expect(Date.parse(done!.startDate)).toBe(Date.parse(riyadhAt(5, '10:00')));
  });

  it('filters by status, doctor, etablissement and period, never beyond the scope', async () => {
    expect((await list('admin', '?status=Done')).ids).toEqual(['c']);
    expect((await list('admin', `?doctor=${doctorPubkey}&sort=-start`)).ids).toEqual(['c', 'b']);
    expect((await list('admin', `?etablissement=${clinicPubkey}&status=Planed`)).ids).toEqual(['b']);
    const from = encodeURIComponent(riyadhAt(4, '00:00'));
    const to = encodeURIComponent(riyadhAt(5, '00:00'));
    expect((await list('admin', `?from=${from}&to=${to}`)).ids).toEqual(['b']);
    expect((await list('drNorth', `?doctor=${doctorPubkey}`)).ids).toEqual([]);
    expect((await list('huda', `?etablissement=${clinicPubkey}`)).ids).toEqual(['b']);
  });

  it('answers a bad filter with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/appointments?status=Lost&from=soon',
      headers: bearers.admin,
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

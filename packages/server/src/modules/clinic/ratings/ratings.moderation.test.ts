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
  type ClinicFixture,
  type DoctorFixture,
} from '../../../test/clinic-fixtures.js';
import { eventsOf, insertUser } from '../../../test/users-fixtures.js';
import type { UserRow } from '../../users/users.table.js';

/** Comments wait for their clinic's staff: invisible until approved, a rejected one never shown. */
let t: TestApp;
let clinic: ClinicFixture;
let doctor: DoctorFixture;
let staff: { authorization: string };
let otherStaff: { authorization: string };
let reader: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  clinic = await insertClinic(t);
  doctor = await insertDoctor(t, clinic);
  staff = await bearerFor(t, await insertStaff(t, clinic));
  otherStaff = await bearerFor(t, await insertStaff(t, await insertClinic(t, 'Elsewhere')));
  reader = await bearerFor(t, await insertPatient(t));
});
afterAll(() => t.close());

let hour = 6;
async function rated(stars: number, comment?: string, patient?: UserRow) {
  const who = patient ?? (await insertUser(t, { role: 'PATIENT', firstName: 'Huda', lastName: 'Al-Qahtani' }));
  hour += 1;
  const appointment = await insertAppointment(t, doctor, who, clinic, {
    start: riyadhAt(-2, `${hour}:00`),
    status: 'done',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/appointments/${appointment.pubkey}/rating`,
    headers: await bearerFor(t, who),
    payload: comment === undefined ? { stars } : { stars, comment },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });
const reviews = () => get(`/api/doctors/${doctor.user.pubkey}/ratings`, reader).then((r) => r.json());

describe('moderating comments', () => {
  it('keeps a comment out of the doctor’s page until staff approve it; its stars count at once', async () => {
    const first = await rated(5, 'Listened carefully.');
    expect(await reviews()).toMatchObject({ data: [], total: 0, rating: 5, ratingCount: 1 });

    const queue = await get('/api/ratings?state=pending', staff).then((r) => r.json());
    expect(queue.data.map((r: { id: string }) => r.id)).toEqual([first]);
    expect(queue.data[0]).toMatchObject({ comment: 'Listened carefully.', patient: { name: 'Huda Al-Qahtani' } });

    const approved = await post(`/api/ratings/${first}/approve`, staff);
    expect(approved.json()).toMatchObject({ state: 'approved' });
    expect((await eventsOf(t, first)).map((e) => e.action)).toEqual(['rating.create', 'rating.approve']);
    // A visitor reads the approved comment as well, by first name and initial (finding 28).
    const visitor = await get(`/api/doctors/${doctor.user.pubkey}/ratings`, {}).then((r) => r.json());
    expect(visitor).toMatchObject({ data: [{ id: first, comment: 'Listened carefully.', author: 'Huda A.' }] });
    expect(await reviews()).toMatchObject({
      data: [{ id: first, stars: 5, comment: 'Listened carefully.', author: 'Huda A.' }],
      total: 1,
    });
    expect((await get('/api/ratings?state=pending', staff).then((r) => r.json())).total).toBe(0);
  });

  it('never shows a rejected comment, and a decision is taken once', async () => {
    const id = await rated(1, 'Rude words here.');
    expect((await post(`/api/ratings/${id}/reject`, staff)).json()).toMatchObject({ state: 'rejected' });
    const twice = await post(`/api/ratings/${id}/approve`, staff);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'CLINIC_RATING_STALE']);
    const page = await reviews();
    expect(page.data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(page).toMatchObject({ rating: 3, ratingCount: 2 });
  });

  it('lists approved comments newest first, a page at a time; ratings without a comment are not listed', async () => {
    const older = await rated(4, 'Good.');
    await rated(3);
    const newer = await rated(2, 'Long wait.');
    for (const id of [older, newer]) await post(`/api/ratings/${id}/approve`, staff);
    const page = await get(`/api/doctors/${doctor.user.pubkey}/ratings?limit=2`, reader).then((r) => r.json());
    expect(page.data.map((r: { id: string }) => r.id)).toEqual([newer, older]);
    expect(page.total).toBe(3);
  });

  it('gives other clinics’ staff nothing to see or decide, and patients no queue', async () => {
    const id = await rated(4, 'Fine.');
    expect((await get('/api/ratings', otherStaff).then((r) => r.json())).data).toEqual([]);
    const res = await post(`/api/ratings/${id}/approve`, otherStaff);
    expect([res.statusCode, res.json().code]).toEqual([404, 'CLINIC_RATING_NOT_FOUND']);
    expect((await get('/api/ratings', reader)).statusCode).toBe(403);
    expect((await post(`/api/ratings/${id}/approve`, reader)).statusCode).toBe(403);
    const admin = await t.bearer('admin@bayan.local');
    expect((await get('/api/ratings', admin).then((r) => r.json())).data.map((r: { id: string }) => r.id)).toContain(
      id,
    );
  });

  it('answers a bad state or id with 400', async () => {
    expect((await get('/api/ratings?state=published', staff)).statusCode).toBe(400);
    expect((await post('/api/ratings/short/approve', staff)).statusCode).toBe(400);
  });
});

describe('a patient’s doctors and ratings', () => {
  it('lists the doctors seen in Done appointments, the latest visit first, and the patient’s own ratings', async () => {
    const patient = await insertPatient(t);
    const auth = await bearerFor(t, patient);
    const second = await insertDoctor(t, clinic);
    await insertAppointment(t, doctor, patient, clinic, { start: riyadhAt(-30, '09:00'), status: 'done' });
    await insertAppointment(t, doctor, patient, clinic, { start: riyadhAt(-20, '09:00'), status: 'done' });
    await insertAppointment(t, second, patient, clinic, { start: riyadhAt(-10, '09:00'), status: 'done' });
    // Not seen: a canceled visit and one still to come.
    const unseen = await insertDoctor(t, clinic);
    await insertAppointment(t, unseen, patient, clinic, { start: riyadhAt(-5, '09:00'), status: 'canceled' });
    await insertAppointment(t, unseen, patient, clinic, { start: riyadhAt(5, '09:00'), status: 'planed' });

    const mine = await get('/api/patients/me/doctors', auth).then((r) => r.json());
    expect(mine.data.map((d: { pubkey: string }) => d.pubkey)).toEqual([second.user.pubkey, doctor.user.pubkey]);
    expect(mine.data[1]).toMatchObject({ visits: 2, lastVisit: new Date(riyadhAt(-20, '09:00')).toISOString() });

    const id = await rated(5, undefined, patient);
    expect((await get('/api/ratings/mine', auth).then((r) => r.json())).data).toMatchObject([{ id, stars: 5 }]);
    expect((await get('/api/patients/me/doctors', staff)).statusCode).toBe(403);
    const visitor = await get('/api/patients/me/doctors', {});
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 'CLINIC_LOGIN_TO_VIEW']);
  });
});

import { riyadhDay, type Page, type Patient } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, insertAppointment, insertDoctor, insertStaff, riyadhAt } from '../../../test/clinic-fixtures.js';
import { call, csvOf, download, insertPatientFile, openTwoClinics, yearsAgo } from '../../../test/people-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { insertUser } from '../../../test/users-fixtures.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const key: Record<string, string> = {};

/**
 * Huda has an appointment with the North doctor, Salma one with the South doctor (two weeks
 * ago), Omar was registered at the South desk; a DELETED account's file and an account without
 * a file are never listed.
 */
beforeAll(async () => {
  let north, south;
  ({ t, north, south } = await openTwoClinics());
  const [drNorth, drSouth] = [await insertDoctor(t, north), await insertDoctor(t, south)];
  const staffSouth = await insertStaff(t, south);
  const huda = await insertPatientFile(t, {
    firstName: 'هدى',
    lastName: 'العتيبي',
    gender: 'FEMALE',
    birthday: yearsAgo(30),
    phone: '+966512340001',
    idNumber: '1000000008',
  });
  const omar = await insertPatientFile(
    t,
    { firstName: 'Omar', gender: 'MALE', birthday: yearsAgo(70) },
    [south],
    staffSouth,
  );
  const salma = await insertPatientFile(t, { firstName: 'Salma', gender: 'FEMALE', birthday: yearsAgo(10) });
  await insertPatientFile(t, { firstName: 'Gone', status: 'DELETED' }, [north, south], staffSouth);
  await insertAppointment(t, drNorth, huda, north, { start: riyadhAt(2, '10:00'), status: 'planed' });
  await insertAppointment(t, drSouth, salma, south, { start: riyadhAt(-14, '10:00'), status: 'done' });
  key.noFile = (await insertUser(t, { role: 'PATIENT' })).pubkey;
  Object.assign(key, { huda: huda.pubkey, omar: omar.pubkey, salma: salma.pubkey });
  as.admin = await t.bearer('admin@bayan.local');
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.staffSouth = await bearerFor(t, staffSouth);
  as.staffless = await bearerFor(t, await insertUser(t, { role: 'STAFF' }));
  as.drNorth = await bearerFor(t, drNorth.user);
  as.drSouth = await bearerFor(t, drSouth.user);
  as.patient = await bearerFor(t, huda);
}, 180_000);
afterAll(() => t.close());

async function list(who: string, query = '') {
  const { status, body } = await call(t, 'GET', `/api/patients${query}`, { headers: as[who] });
  expect(status, JSON.stringify(body)).toBe(200);
  const page = body as unknown as Page<Patient>;
  return page.data.map((p) => p.firstName).sort();
}

describe('GET /api/patients', () => {
  it('shows each of the care team its own patients', async () => {
    expect(await list('admin')).toEqual(['Omar', 'Salma', 'هدى']);
    expect(await list('staffNorth')).toEqual(['هدى']);
    expect(await list('staffSouth')).toEqual(['Omar', 'Salma']);
    expect(await list('drNorth')).toEqual(['هدى']);
    expect(await list('drSouth')).toEqual(['Salma']);
    expect(await list('staffless')).toEqual([]);
  });

  it('is never public, nor a patient’s', async () => {
    expect((await call(t, 'GET', '/api/patients')).status).toBe(401);
    expect((await call(t, 'GET', '/api/patients', { headers: as.patient })).status).toBe(403);
  });

  it('searches name (Arabic-normalised), phone and ID number; filters gender and age', async () => {
    expect(await list('admin', `?q=${encodeURIComponent('هدي العتيبى')}`)).toEqual(['هدى']);
    expect(await list('admin', '?q=0512340001')).toEqual(['هدى']);
    expect(await list('admin', `?q=${encodeURIComponent('١٠٠٠٠٠٠٠٠٨')}`)).toEqual(['هدى']);
    expect(await list('admin', '?gender=MALE')).toEqual(['Omar']);
    expect(await list('admin', '?ageMin=18')).toEqual(['Omar', 'هدى']);
    expect(await list('admin', '?ageMax=29')).toEqual(['Salma']);
    expect(await list('admin', '?ageMin=30&ageMax=30')).toEqual(['هدى']);
    expect(await list('staffSouth', '?gender=FEMALE')).toEqual(['Salma']);
  });

  it('refuses an upside-down age range with the field named, in Arabic and in English', async () => {
    const ar = await call(t, 'GET', '/api/patients?ageMin=40&ageMax=20', { headers: as.admin });
    expect([ar.status, ar.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(ar.body.details).toMatchObject([
      { path: 'query.ageMax', message: 'يجب ألا يقل الحد الأعلى للعمر عن حده الأدنى.' },
    ]);
    const en = await call(t, 'GET', '/api/patients?ageMin=40&ageMax=20', { headers: as.admin, lang: 'en' });
    expect(en.body.details).toMatchObject([{ message: 'The highest age cannot be below the lowest.' }]);
  });
});

describe('GET /api/patients/:pubkey', () => {
  it('shows a file in scope with the age from the birthday; anyone else’s answers 404', async () => {
    const { status, body } = await call(t, 'GET', `/api/patients/${key.huda}`, { headers: as.drNorth });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'هدى العتيبي', age: 30, gender: 'FEMALE', phone: '+966512340001', notes: '' });
    for (const [who, patient] of [
      ['staffNorth', 'omar'],
      ['drSouth', 'huda'],
      ['staffless', 'huda'],
      ['admin', 'noFile'],
    ]) {
      const res = await call(t, 'GET', `/api/patients/${key[patient!]}`, { headers: as[who!], lang: 'en' });
      expect([res.status, res.body.message], `${who} ${patient}`).toEqual([404, 'This patient does not exist.']);
    }
  });
});

describe('GET /api/patients/export', () => {
  const exported = (who: string, query = '', lang = 'ar') => download(t, `/api/patients/export${query}`, as[who], lang);

  it('downloads the files the filters match, within the caller’s scope', async () => {
    const res = await exported('admin', '?sort=birthday', 'en');
    // Named by the clinic's (Riyadh's) day, not UTC's (finding 30).
    expect(res.headers['content-disposition']).toBe(`attachment; filename="patients-${riyadhDay(new Date())}.csv"`);
    const all = csvOf(res);
    // No internal key: the name comes first (finding 30).
    expect(all.header).toEqual([
      'Name',
      'Phone',
      'Email',
      'ID number',
      'Gender',
      'Birthday',
      'Age',
      'Notes',
      'File opened (Riyadh time)',
    ]);
    expect(all.rows.map((row) => row.split(',')[6])).toEqual(['70', '30', '10']);
    // The phone exactly as stored, with no invisible mark before it.
    expect(all.rows.map((row) => row.split(',')[1])).toContain('+966512340001');
    const south = csvOf(await exported('staffSouth', '?ageMin=18'));
    expect(south.header[0]).toBe('الاسم');
    expect(south.rows.map((row) => row.split(',')[0])).toEqual(['Omar Person']);
  });

  it('is the desk’s only', async () => {
    expect((await exported('drNorth')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/patients/export' })).statusCode).toBe(401);
  });
});

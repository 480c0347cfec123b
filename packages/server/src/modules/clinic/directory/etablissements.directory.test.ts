import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Etablissement } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { auditOf, call, created, doctorIn, idOf, newClinic, uniqueWord } from '../../../test/directory-fixtures.js';
import { doctors } from '../doctors/doctors.table.js';

let t: TestApp;
let admin: Bearer;
const word = uniqueWord();
let north: Etablissement;
let south: Etablissement;
let dentistry: string;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  north = await newClinic(t, admin, `${word} الشمال`, { address: 'حي الملقا، الرياض', phone: '011 234 5678' });
  south = await newClinic(t, admin, `${word} الجنوب`, { weekendDays: [5, 6], startHour: '٠٨:٠٠', endHour: '16:30' });
  dentistry = (await created(t, admin, '/api/specialities', { nameAr: 'طب الأسنان', nameEn: `Teeth ${word}` })).pubkey;
  const doctor = await doctorIn(t, await idOf(t, 'etablissements', south.pubkey), null);
  const specialityId = await idOf(t, 'specialities', dentistry);
  await t.database.db.update(doctors).set({ specialityId }).where(eq(doctors.userId, doctor.user.id));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await call(t, 'GET', `/api/etablissements?q=${encodeURIComponent(word)}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: Etablissement[]; total: number; currentPage: number };
};

describe('POST /api/etablissements', () => {
  it('creates with PRODUCT §7 defaults (Friday off, 09:00–21:00, Riyadh), phone and Arabic digits read, audited', async () => {
    expect(north).toMatchObject({
      nameEn: `Clinic ${word} الشمال`,
      description: '',
      phone: '0112345678',
      weekendDays: [5],
      startHour: '09:00',
      endHour: '21:00',
      timeZone: 'Asia/Riyadh',
    });
    expect(south).toMatchObject({ weekendDays: [5, 6], startHour: '08:00', endHour: '16:30' });
    expect(await auditOf(t, north.pubkey)).toEqual([
      { action: 'etablissement.create', actorId: expect.any(Number), before: null, after: north },
    ]);
  });

  it.each([
    ['ar', { timeZone: 'Mars/Olympus' }, 'body.timeZone', 'أدخل منطقة زمنية صحيحة، مثل Asia/Riyadh.'],
    ['en', { timeZone: '+03:00' }, 'body.timeZone', 'Enter a valid time zone, e.g. Asia/Riyadh.'],
    [
      'en',
      { startHour: '21:00', endHour: '09:00' },
      'body.endHour',
      'The closing time must be after the opening time.',
    ],
    ['ar', { startHour: '9am' }, 'body.startHour', 'أدخل الوقت بالشكل ٠٩:٣٠، من ٠٠:٠٠ إلى ٢٤:٠٠.'],
    ['en', { weekendDays: [0, 1, 2, 3, 4, 5, 6] }, 'body.weekendDays', 'The clinic must open at least one day a week.'],
    ['en', { phone: '12-34' }, 'body.phone', 'Enter a valid phone number of 7 to 15 digits, e.g. 0112345678.'],
  ])('refuses bad input in %s with field details: %j', async (lang, extra, path, message) => {
    const body = { nameAr: 'عيادة', nameEn: 'Clinic', ...extra };
    const res = await call(t, 'POST', '/api/etablissements', { ...admin, 'accept-language': lang }, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('canonicalises the zone and takes a round-the-clock clinic (24:00)', async () => {
    const body = {
      nameAr: 'ليلي',
      nameEn: `Night ${word}`,
      timeZone: 'asia/dubai',
      startHour: '00:00',
      endHour: '24:00',
    };
    expect(await created(t, admin, '/api/etablissements', body)).toMatchObject({
      timeZone: 'Asia/Dubai',
      endHour: '24:00',
    });
  });
});

describe('GET /api/etablissements (public)', () => {
  it('pages, sorts and finds by Arabic-normalised words, under /v1 too', async () => {
    const page = await list('&limit=2&sort=-nameEn');
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.nameEn)).toEqual([`Night ${word}`, `Clinic ${word} الشمال`]);
    const search = await call(t, 'GET', `/v1/api/etablissements?q=${encodeURIComponent(`${word} ٱلجنوب`)}`);
    expect(search.body.data.map((e: Etablissement) => e.pubkey)).toEqual([south.pubkey]);
    expect((await call(t, 'GET', `/api/etablissements?q=${encodeURIComponent('الملقا')}`)).body.total).toBe(1);
  });

  it('filters by a weekday the clinic opens and by a speciality its doctors have', async () => {
    expect((await list('&openOn=6')).data.map((e) => e.pubkey).sort()).toEqual(
      (await list('')).data
        .filter((e) => e.pubkey !== south.pubkey)
        .map((e) => e.pubkey)
        .sort(),
    );
    expect((await list(`&speciality=${dentistry}`)).data.map((e) => e.pubkey)).toEqual([south.pubkey]);
    expect((await list('&speciality=AAAAAAAAAAAAAAAAAAAAAA')).total).toBe(0);
  });

  it('refuses a bad filter with localised details', async () => {
    const res = await call(t, 'GET', '/api/etablissements?openOn=7&sort=phone', { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['query.openOn', 'query.sort']);
  });
});

describe('GET /api/etablissements/:pubkey (public)', () => {
  it('answers one clinic, or a localised 404', async () => {
    expect((await call(t, 'GET', `/api/etablissements/${north.pubkey}`)).body).toEqual(north);
    const missing = await call(t, 'GET', '/api/etablissements/AAAAAAAAAAAAAAAAAAAAAA', { 'accept-language': 'en' });
    expect(missing).toEqual({
      status: 404,
      body: { code: 'CLINIC_ETABLISSEMENT_NOT_FOUND', message: 'This clinic does not exist.' },
    });
    expect((await call(t, 'GET', '/api/etablissements/1')).status).toBe(400);
  });
});

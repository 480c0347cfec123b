import type { Doctor, Page } from '@bayan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, insertPatient, insertStaff, type ClinicFixture } from '../../../test/clinic-fixtures.js';
import {
  call,
  csvOf,
  download,
  insertDoctorProfile,
  insertSpeciality,
  openTwoClinics,
} from '../../../test/people-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf, insertUser } from '../../../test/users-fixtures.js';

let t: TestApp;
let north: ClinicFixture;
let south: ClinicFixture;
const as: Record<string, Record<string, string>> = {};
const key: Record<string, string> = {};

/** Two clinics, two specialities, three doctors (one BLOCKED), and DOCTOR accounts without a profile yet. */
beforeAll(async () => {
  ({ t, north, south } = await openTwoClinics());
  const cardio = await insertSpeciality(t, 'Cardiology');
  const derma = await insertSpeciality(t, 'Dermatology');
  const ahmad = await insertDoctorProfile(
    t,
    north,
    { firstName: 'أحمد', lastName: 'الزهراني', phone: '+966511110001' },
    { specialityId: cardio.id, rating: 4.5, ratingCount: 12 },
  );
  const sara = await insertDoctorProfile(
    t,
    south,
    { firstName: 'Sara', lastName: 'Khan' },
    { specialityId: derma.id, rating: 4.8, ratingCount: 3 },
  );
  const blocked = await insertDoctorProfile(t, north, { firstName: 'Blocked', status: 'BLOCKED' });
  Object.assign(key, { ahmad: ahmad.pubkey, sara: sara.pubkey, blocked: blocked.pubkey });
  Object.assign(key, { cardio: cardio.pubkey, derma: derma.pubkey, north: north.etablissement.pubkey });
  Object.assign(key, { southRoom: south.room.pubkey, northRoom: north.room.pubkey });
  for (const name of ['newA', 'newB', 'newC']) key[name] = (await insertUser(t, { role: 'DOCTOR' })).pubkey;
  const patient = await insertPatient(t);
  key.patient = patient.pubkey;
  as.admin = await t.bearer('admin@bayan.local');
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.staffless = await bearerFor(t, await insertUser(t, { role: 'STAFF' }));
  as.doctor = await bearerFor(t, ahmad);
  as.patient = await bearerFor(t, patient);
}, 180_000);
afterAll(() => t.close());

const names = (page: Record<string, unknown>) => (page as unknown as Page<Doctor>).data.map((d) => d.name);

describe('GET /api/doctors (public)', () => {
  it('lists ACTIVE doctors, best rated first, with no contacts', async () => {
    const { status, body } = await call(t, 'GET', '/api/doctors');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Sara Khan', 'أحمد الزهراني']);
    expect(body.total).toBe(2);
    const ahmad = (body as unknown as Page<Doctor>).data[1]!;
    expect(ahmad).toMatchObject({ pubkey: key.ahmad, rating: 4.5, ratingCount: 12, room: { pubkey: key.northRoom } });
    expect(ahmad.speciality).toMatchObject({ pubkey: key.cardio, nameEn: 'Cardiology' });
    expect(ahmad.etablissement).toEqual({ pubkey: key.north, nameAr: 'عيادة North', nameEn: 'North' });
    expect(JSON.stringify(body)).not.toMatch(/@|\+9665|email|phone/);
  });

  it('filters by speciality and clinic, searches names Arabic-normalised, sorts and pages', async () => {
    expect(names((await call(t, 'GET', `/api/doctors?speciality=${key.cardio}`)).body)).toEqual(['أحمد الزهراني']);
    expect(names((await call(t, 'GET', `/api/doctors?etablissement=${key.north}`)).body)).toEqual(['أحمد الزهراني']);
    expect(names((await call(t, 'GET', `/api/doctors?q=${encodeURIComponent('احمد')}`)).body)).toEqual([
      'أحمد الزهراني',
    ]);
    expect(names((await call(t, 'GET', '/api/doctors?q=0511110001')).body)).toEqual([]);
    expect(names((await call(t, 'GET', `/api/doctors?speciality=${key.north}`)).body)).toEqual([]);
    const page = (await call(t, 'GET', '/api/doctors?sort=name&limit=1&page=2')).body;
    expect([names(page), page.total, page.currentPage]).toEqual([['أحمد الزهراني'], 2, 2]);
    expect((await call(t, 'GET', '/api/doctors?sort=phone')).status).toBe(400);
  });

  it('shows one doctor by account pubkey; a blocked doctor or another account answers 404', async () => {
    expect((await call(t, 'GET', `/api/doctors/${key.sara}`)).body).toMatchObject({ name: 'Sara Khan' });
    for (const pubkey of [key.blocked, key.patient, key.newA]) {
      const { status, body } = await call(t, 'GET', `/api/doctors/${pubkey}`, { lang: 'en' });
      expect([status, body.message]).toEqual([404, 'This doctor does not exist.']);
    }
  });
});

describe('POST /api/doctors', () => {
  const create = (who: string | null, payload: object, lang: 'ar' | 'en' = 'ar') =>
    call(t, 'POST', '/api/doctors', { headers: who ? as[who] : {}, payload, lang });

  it('lets staff give a DOCTOR account its profile in their own clinic, once, audited', async () => {
    const { status, body } = await create('staffNorth', { doctorPubkey: key.newA, specialityPubkey: key.cardio });
    expect(status).toBe(201);
    expect(body).toMatchObject({ pubkey: key.newA, etablissement: { pubkey: key.north }, room: null, rating: 0 });
    expect((await eventsOf(t, key.newA!)).map((e) => [e.action, e.entity])).toEqual([['doctor.create', 'doctor']]);
    const again = await create(
      'admin',
      { doctorPubkey: key.newA, specialityPubkey: key.cardio, etablissementPubkey: key.north },
      'en',
    );
    expect([again.status, again.body.message]).toEqual([409, 'This doctor already has a clinic profile.']);
  });

  it('lets an admin place a doctor in any clinic and room', async () => {
    const payload = {
      doctorPubkey: key.newB,
      specialityPubkey: key.derma,
      etablissementPubkey: south.etablissement.pubkey,
      roomPubkey: key.southRoom,
      bio: 'Skin and hair',
    };
    const { status, body } = await create('admin', payload);
    expect([status, body.room, body.bio]).toEqual([
      201,
      { pubkey: key.southRoom, name: expect.stringMatching(/^Room of South/) },
      'Skin and hair',
    ]);
  });

  it('refuses other roles (403), anonymous callers (401) and staff without a clinic (403)', async () => {
    const payload = { doctorPubkey: key.newC, specialityPubkey: key.cardio };
    expect((await create(null, payload)).status).toBe(401);
    expect((await create('doctor', payload)).status).toBe(403);
    expect((await create('patient', payload)).status).toBe(403);
    const staffless = await create('staffless', payload, 'en');
    expect([staffless.status, staffless.body.code]).toEqual([403, 'CLINIC_STAFF_WITHOUT_CLINIC']);
  });

  it('names the wrong field, in Arabic and in English', async () => {
    const base = { doctorPubkey: key.newC, specialityPubkey: key.cardio };
    const cases: [string, object, string, string, string][] = [
      [
        'staffNorth',
        { ...base, doctorPubkey: key.patient },
        'doctorPubkey',
        'CLINIC_DOCTOR_ACCOUNT_INVALID',
        'هذا الحساب ليس حساب طبيب نشطاً.',
      ],
      [
        'staffNorth',
        { ...base, doctorPubkey: key.blocked },
        'doctorPubkey',
        'CLINIC_DOCTOR_ACCOUNT_INVALID',
        'هذا الحساب ليس حساب طبيب نشطاً.',
      ],
      [
        'staffNorth',
        { ...base, specialityPubkey: key.north },
        'specialityPubkey',
        'CLINIC_SPECIALITY_UNKNOWN',
        'هذا التخصص غير موجود.',
      ],
      [
        'staffNorth',
        { ...base, roomPubkey: key.southRoom },
        'roomPubkey',
        'CLINIC_ROOM_OTHER_ETABLISSEMENT',
        'هذه الغرفة ليست في عيادة الطبيب.',
      ],
      [
        'staffNorth',
        { ...base, roomPubkey: key.cardio },
        'roomPubkey',
        'CLINIC_ROOM_UNKNOWN',
        'هذه الغرفة غير موجودة.',
      ],
      [
        'staffNorth',
        { ...base, etablissementPubkey: south.etablissement.pubkey },
        'etablissementPubkey',
        'CLINIC_ETABLISSEMENT_UNKNOWN',
        'هذه العيادة غير موجودة.',
      ],
      ['admin', base, 'etablissementPubkey', 'CLINIC_ETABLISSEMENT_REQUIRED', 'العيادة مطلوبة.'],
    ];
    for (const [who, payload, field, code, message] of cases) {
      const { status, body } = await create(who, payload);
      expect([status, body.code, body.message], code).toEqual([400, code, message]);
      expect(body.details).toEqual([{ path: `body.${field}`, code, message }]);
    }
    const en = await create('admin', base, 'en');
    expect(en.body.message).toBe('Etablissement is required.');
    expect((await create('admin', { doctorPubkey: 'short' })).body.code).toBe('VALIDATION_FAILED');
    expect((await call(t, 'GET', `/api/doctors/${key.newC}`)).status).toBe(404);
  });
});

describe('GET /api/doctors/export', () => {
  const exported = (who: string, query = '', lang = 'ar') => download(t, `/api/doctors/export${query}`, as[who], lang);

  it('gives the desk the list with contacts: an admin every clinic, staff their own', async () => {
    const all = csvOf(await exported('admin', '?sort=name', 'en'));
    expect(all.header).toEqual([
      'Public key',
      'Name',
      'Speciality',
      'Etablissement',
      'Room',
      'Rating',
      'Ratings',
      'Email',
      'Phone',
      'Status',
    ]);
    expect(all.rows.map((row) => row.split(',')[1])).toEqual(
      expect.arrayContaining(['Blocked Person', 'Sara Khan', 'أحمد الزهراني']),
    );
    expect(all.rows.find((row) => row.includes(key.ahmad!))).toContain('+966511110001');
    const own = csvOf(await exported('staffNorth'));
    expect(own.header[1]).toBe('الاسم');
    expect(own.rows.every((row) => row.includes('North'))).toBe(true);
    expect(own.rows.some((row) => row.includes('Sara'))).toBe(false);
    expect(csvOf(await exported('staffless')).rows).toEqual([]);
  });

  it('is the desk’s only', async () => {
    expect((await exported('doctor')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/doctors/export' })).statusCode).toBe(401);
  });
});

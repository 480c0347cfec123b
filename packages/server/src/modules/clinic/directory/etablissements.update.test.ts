import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Etablissement } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import {
  accountWith,
  auditOf,
  call,
  created,
  idOf,
  newClinic,
  uniqueWord,
  type Reply,
} from '../../../test/directory-fixtures.js';
import {
  insertAppointment,
  insertDoctor,
  insertPatient,
  nextWeekday,
  riyadhAt,
} from '../../../test/clinic-fixtures.js';

let t: TestApp;
let admin: Bearer;
let clinic: Etablissement;
let other: Etablissement;
let staff: Bearer;
const word = uniqueWord();

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  clinic = await newClinic(t, admin, word, { weekendDays: [], startHour: '00:00', endHour: '24:00' });
  other = await newClinic(t, admin, `${word} other`);
  staff = (await accountWith(t, 'STAFF', clinic.pubkey)).bearer;
});
afterAll(() => t.close());

const patch = (pubkey: string, body: object, headers: Bearer | Record<string, string> = admin): Promise<Reply> =>
  call(t, 'PATCH', `/api/etablissements/${pubkey}`, headers, body);

describe('PATCH /api/etablissements/:pubkey', () => {
  it('lets an admin change any field, only those given, audited with before and after', async () => {
    const res = await patch(other.pubkey, { nameEn: `Renamed ${word}`, timeZone: 'Africa/Cairo' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...other,
      nameEn: `Renamed ${word}`,
      timeZone: 'Africa/Cairo',
      updatedAt: expect.any(String),
    });
    expect((await auditOf(t, other.pubkey))[1]).toMatchObject({
      action: 'etablissement.update',
      before: { nameEn: other.nameEn, timeZone: 'Asia/Riyadh' },
      after: { nameEn: `Renamed ${word}`, timeZone: 'Africa/Cairo' },
    });
  });

  it('lets STAFF change their own clinic’s contact details and hours, nothing else, nor another clinic', async () => {
    const own = await patch(clinic.pubkey, { phone: '0551234567', address: 'طريق الملك فهد', endHour: '23:00' }, staff);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ phone: '+966551234567', address: 'طريق الملك فهد', endHour: '23:00' });
    const renamed = await patch(
      clinic.pubkey,
      { nameAr: 'اسم آخر', phone: null },
      { ...staff, 'accept-language': 'en' },
    );
    expect(renamed).toEqual({
      status: 403,
      body: {
        code: 'CLINIC_STAFF_FIELDS',
        message: 'Staff may change only the address, phone, weekend days and opening hours.',
      },
    });
    expect((await patch(other.pubkey, { phone: '0112223333' }, staff)).body.code).toBe(
      'CLINIC_ETABLISSEMENT_NOT_FOUND',
    );
    const nobody = (await accountWith(t, 'STAFF')).bearer;
    expect((await patch(clinic.pubkey, { phone: '0112223333' }, nobody)).status).toBe(404);
  });

  it('checks new hours against the stored ones, in the caller’s language', async () => {
    const res = await patch(clinic.pubkey, { startHour: '23:30' }, { ...admin, 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The submitted data is not valid.',
      details: [
        { path: 'body.startHour', code: 'custom', message: 'The closing time must be after the opening time.' },
      ],
    });
    expect((await patch(clinic.pubkey, {})).body.details[0].message).toBe('أدخل حقلاً واحداً على الأقل.');
  });

  it('refuses days or hours that would strand an upcoming appointment, allows those that do not', async () => {
    const room = await created(t, admin, '/api/rooms', { etablissementPubkey: clinic.pubkey, name: `R ${word}` });
    const fixture = {
      etablissement: { id: await idOf(t, 'etablissements', clinic.pubkey), pubkey: clinic.pubkey },
      room: { id: await idOf(t, 'rooms', room.pubkey), pubkey: room.pubkey as string },
    };
    const doctor = await insertDoctor(t, fixture);
    const tuesday = nextWeekday(2);
    await insertAppointment(t, doctor, await insertPatient(t), fixture, {
      start: riyadhAt(tuesday, '10:00'),
      status: 'planed',
    });
    // 10:00 in Riyadh is 23:00 the day before at Pitcairn (UTC−8), past the 23:00 closing.
    const changes = [
      [staff, { startHour: '10:15' }],
      [staff, { endHour: '10:15' }],
      [staff, { weekendDays: [2] }],
      [admin, { timeZone: 'Pacific/Pitcairn' }],
    ] as const;
    for (const [caller, body] of changes) {
      const res = await patch(clinic.pubkey, body, caller);
      expect(res.body.code, JSON.stringify(body)).toBe('CLINIC_HOURS_STRAND_APPOINTMENTS');
      expect(res.status).toBe(409);
    }
    const fine = await patch(clinic.pubkey, { startHour: '10:00', endHour: '10:30', weekendDays: [5] }, staff);
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});

describe('DELETE /api/etablissements/:pubkey', () => {
  it('deletes an unused clinic (audited), refuses one that others refer to, is ADMIN-only', async () => {
    const unused = await newClinic(t, admin, `${word} unused`);
    expect((await call(t, 'DELETE', `/api/etablissements/${unused.pubkey}`, staff)).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/etablissements/${unused.pubkey}`, admin)).status).toBe(204);
    expect((await call(t, 'GET', `/api/etablissements/${unused.pubkey}`)).status).toBe(404);
    expect((await auditOf(t, unused.pubkey)).map((e) => e.action)).toEqual([
      'etablissement.create',
      'etablissement.delete',
    ]);

    const used = await call(t, 'DELETE', `/api/etablissements/${clinic.pubkey}`, { ...admin, 'accept-language': 'en' });
    expect(used).toEqual({
      status: 409,
      body: {
        code: 'CLINIC_ETABLISSEMENT_IN_USE',
        message: 'The clinic cannot be deleted: it has sections, rooms, doctors or appointments.',
      },
    });
    expect((await call(t, 'GET', `/api/etablissements/${clinic.pubkey}`)).status).toBe(200);
  });
});

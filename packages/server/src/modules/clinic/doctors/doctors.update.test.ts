import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, insertPatient, insertStaff, type ClinicFixture } from '../../../test/clinic-fixtures.js';
import { call, insertDoctorProfile, insertSpeciality, openTwoClinics } from '../../../test/people-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { eventsOf } from '../../../test/users-fixtures.js';

let t: TestApp;
let north: ClinicFixture;
let south: ClinicFixture;
const as: Record<string, Record<string, string>> = {};
const key: Record<string, string> = {};

beforeAll(async () => {
  ({ t, north, south } = await openTwoClinics());
  key.speciality = (await insertSpeciality(t, 'Pediatrics')).pubkey;
  const samir = await insertDoctorProfile(t, north, { firstName: 'Samir' }, { bio: 'Old bio' });
  const layla = await insertDoctorProfile(t, south, { firstName: 'Layla' });
  Object.assign(key, { samir: samir.pubkey, layla: layla.pubkey });
  as.admin = await t.bearer('admin@bayan.local');
  as.staffNorth = await bearerFor(t, await insertStaff(t, north));
  as.samir = await bearerFor(t, samir);
  as.patient = await bearerFor(t, await insertPatient(t));
}, 180_000);
afterAll(() => t.close());

const patch = (who: string | null, pubkey: string, payload: object, lang: 'ar' | 'en' = 'ar') =>
  call(t, 'PATCH', `/api/doctors/${pubkey}`, { headers: who ? as[who] : {}, payload, lang });

describe('PATCH /api/doctors/:pubkey', () => {
  it('lets a doctor change their own bio, and nothing else', async () => {
    const { status, body } = await patch('samir', key.samir!, { bio: '  Children first  ' });
    expect([status, body.bio]).toEqual([200, 'Children first']);
    const other = await patch('samir', key.samir!, { bio: 'x', specialityPubkey: key.speciality }, 'en');
    expect([other.status, other.body.code]).toEqual([403, 'CLINIC_DOCTOR_BIO_ONLY']);
    expect(other.body.message).toBe(
      'A doctor can change their own bio only; the clinic staff change the speciality, clinic or room.',
    );
    expect((await patch('samir', key.layla!, { bio: 'Not mine' })).status).toBe(404);
  });

  it('lets staff edit the doctors of their own clinic only; another clinic’s answers 404', async () => {
    const own = await patch('staffNorth', key.samir!, { specialityPubkey: key.speciality, roomPubkey: null });
    expect([own.status, own.body.room]).toMatchObject([200, null]);
    expect(own.body.speciality).toMatchObject({ pubkey: key.speciality });
    const other = await patch('staffNorth', key.layla!, { bio: 'Hello' }, 'en');
    expect([other.status, other.body.message]).toEqual([404, 'This doctor does not exist.']);
    const away = await patch('staffNorth', key.samir!, { etablissementPubkey: south.etablissement.pubkey });
    expect([away.status, away.body.code]).toEqual([400, 'CLINIC_ETABLISSEMENT_UNKNOWN']);
  });

  it('checks the room against the doctor’s clinic, and a move without a room leaves none', async () => {
    const wrong = await patch('admin', key.samir!, { roomPubkey: south.room.pubkey });
    expect(wrong.body.details).toEqual([
      { path: 'body.roomPubkey', code: 'CLINIC_ROOM_OTHER_ETABLISSEMENT', message: 'هذه الغرفة ليست في عيادة الطبيب.' },
    ]);
    expect((await patch('admin', key.samir!, { roomPubkey: north.room.pubkey })).body.room).toMatchObject({
      pubkey: north.room.pubkey,
    });
    const moved = await patch('admin', key.samir!, { etablissementPubkey: south.etablissement.pubkey });
    expect([moved.status, moved.body.room]).toEqual([200, null]);
    expect(moved.body.etablissement).toMatchObject({ pubkey: south.etablissement.pubkey });
    const withRoom = await patch('admin', key.samir!, {
      etablissementPubkey: north.etablissement.pubkey,
      roomPubkey: north.room.pubkey,
    });
    expect(withRoom.body.room).toMatchObject({ pubkey: north.room.pubkey });
  });

  it('audits each change with before and after', async () => {
    const events = await eventsOf(t, key.samir!);
    expect(events.every((event) => event.action === 'doctor.update' && event.entity === 'doctor')).toBe(true);
    const first = events[0]!;
    expect([first.before, first.after]).toMatchObject([{ bio: 'Old bio' }, { bio: 'Children first' }]);
  });

  it('refuses other roles (403), anonymous callers (401), empty and unknown bodies (400)', async () => {
    expect((await patch(null, key.samir!, { bio: 'x' })).status).toBe(401);
    expect((await patch('patient', key.samir!, { bio: 'x' })).status).toBe(403);
    const empty = await patch('admin', key.samir!, {}, 'en');
    expect([empty.status, empty.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await patch('admin', 'not-a-pubkey', { bio: 'x' })).status).toBe(400);
    expect((await patch('admin', key.speciality!, { bio: 'x' })).status).toBe(404);
  });
});

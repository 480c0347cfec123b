import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import {
  accountWith,
  auditOf,
  call,
  created,
  doctorIn,
  idOf,
  newClinic,
  uniqueWord,
} from '../../../test/directory-fixtures.js';

let t: TestApp;
let admin: Bearer;
let room: Room;
let doctor: { bearer: Bearer; user: { id: number } };
const word = uniqueWord();

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  const clinic = await newClinic(t, admin, word);
  room = await created(t, admin, '/api/rooms', { etablissementPubkey: clinic.pubkey, name: `12 ${word}` });
  await created(t, admin, '/api/rooms', { etablissementPubkey: clinic.pubkey, name: `13 ${word}` });
  const clinicId = await idOf(t, 'etablissements', clinic.pubkey);
  doctor = await doctorIn(t, clinicId, await idOf(t, 'rooms', room.pubkey));
});
afterAll(() => t.close());

describe('GET and PATCH /api/rooms/my-room (spec §7)', () => {
  it('show the calling doctor their own room, under /v1 too', async () => {
    expect(await call(t, 'GET', '/api/rooms/my-room', doctor.bearer)).toEqual({ status: 200, body: room });
    expect((await call(t, 'GET', '/v1/api/rooms/my-room', doctor.bearer)).body.pubkey).toBe(room.pubkey);
  });

  it('let the doctor change their room’s number and details, audited as theirs', async () => {
    const res = await call(t, 'PATCH', '/v1/api/rooms/my-room', doctor.bearer, {
      name: `12A ${word}`,
      description: 'الطابق الثاني، تحويلة ٢١٤',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      pubkey: room.pubkey,
      name: `12A ${word}`,
      description: 'الطابق الثاني، تحويلة ٢١٤',
    });
    expect((await auditOf(t, room.pubkey)).at(-1)).toMatchObject({
      action: 'room.update',
      actorId: doctor.user.id,
      before: { name: `12 ${word}` },
      after: { name: `12A ${word}` },
    });
  });

  it('refuse a name another room of the clinic has, an empty change, and any other field', async () => {
    const taken = await call(t, 'PATCH', '/api/rooms/my-room', doctor.bearer, { name: `13 ${word}` });
    expect(taken).toMatchObject({ status: 409, body: { code: 'CLINIC_ROOM_NAME_TAKEN' } });
    const empty = await call(t, 'PATCH', '/api/rooms/my-room', { ...doctor.bearer, 'accept-language': 'en' }, {});
    expect(empty.body.details).toEqual([{ path: 'body', code: 'custom', message: 'Provide at least one field.' }]);
    const section = await call(t, 'PATCH', '/api/rooms/my-room', doctor.bearer, { sectionPubkey: null });
    expect(section.status).toBe(400);
  });

  it('answer a clear 404 to a doctor without a room, or without a clinic profile', async () => {
    const clinicId = await idOf(t, 'etablissements', room.etablissement.pubkey);
    const roomless = await doctorIn(t, clinicId, null);
    const res = await call(t, 'GET', '/api/rooms/my-room', { ...roomless.bearer, 'accept-language': 'en' });
    expect(res).toEqual({
      status: 404,
      body: { code: 'CLINIC_NO_ROOM', message: "No room is assigned to you yet; ask the clinic's staff." },
    });
    const profileless = (await accountWith(t, 'DOCTOR')).bearer;
    expect((await call(t, 'PATCH', '/api/rooms/my-room', profileless, { description: 'x' })).body.code).toBe(
      'CLINIC_NO_ROOM',
    );
  });

  it('are for doctors only', async () => {
    expect((await call(t, 'GET', '/api/rooms/my-room')).status).toBe(401);
    expect((await call(t, 'GET', '/api/rooms/my-room', admin)).status).toBe(403);
    const staff = (await accountWith(t, 'STAFF', room.etablissement.pubkey)).bearer;
    expect((await call(t, 'PATCH', '/api/rooms/my-room', staff, { description: 'x' })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Etablissement, Room, Section } from '@bayan/shared';
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
import { pgErrorOf } from '../../../db/pg-error.js';
import { rooms } from './etablissements.table.js';

/** STAFF act inside their own clinic only (PRODUCT.md §3); run on PostgreSQL too (server-pg). */
let t: TestApp;
let admin: Bearer;
let mine: Etablissement;
let theirs: Etablissement;
let staff: { bearer: Bearer; user: { id: number } };
let ownSection: Section;
let theirSection: Section;
const word = uniqueWord();
const en = (bearer: Bearer) => ({ ...bearer, 'accept-language': 'en' });

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  mine = await newClinic(t, admin, `${word} mine`);
  theirs = await newClinic(t, admin, `${word} theirs`);
  staff = await accountWith(t, 'STAFF', mine.pubkey);
  ownSection = await created(t, staff.bearer, '/api/sections', { nameAr: 'الباطنية', nameEn: `Internal ${word}` });
  theirSection = await created(t, admin, '/api/sections', {
    etablissementPubkey: theirs.pubkey,
    nameAr: 'الأطفال',
    nameEn: `Children ${word}`,
  });
});
afterAll(() => t.close());

const page = async (url: string, bearer: Bearer) => {
  const res = await call(t, 'GET', url, bearer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { pubkey: string }[]; total: number };
};

describe('sections', () => {
  it('go in a STAFF caller’s own clinic; admins must name one (spec: "Etablissement is required")', async () => {
    expect(ownSection.etablissement).toEqual({ pubkey: mine.pubkey, nameAr: mine.nameAr, nameEn: mine.nameEn });
    expect(await auditOf(t, ownSection.pubkey)).toEqual([
      expect.objectContaining({ action: 'section.create', actorId: staff.user.id }),
    ]);
    const unnamed = await call(t, 'POST', '/api/sections', en(admin), { nameAr: 'ق', nameEn: 's' });
    expect(unnamed).toEqual({
      status: 400,
      body: { code: 'CLINIC_ETABLISSEMENT_REQUIRED', message: 'Etablissement is required.' },
    });
    const elsewhere = { etablissementPubkey: theirs.pubkey, nameAr: 'ق', nameEn: 's' };
    expect((await call(t, 'POST', '/api/sections', staff.bearer, elsewhere)).body.code).toBe(
      'CLINIC_ETABLISSEMENT_NOT_FOUND',
    );
    const homeless = (await accountWith(t, 'STAFF')).bearer;
    expect((await call(t, 'POST', '/api/sections', homeless, { nameAr: 'ق', nameEn: 's' })).status).toBe(404);
    expect((await page('/api/sections', homeless)).total).toBe(0);
  });

  it('are listed to STAFF for their clinic only, whatever the filter asks', async () => {
    expect((await page(`/api/sections?q=${word}`, staff.bearer)).data.map((s) => s.pubkey)).toEqual([
      ownSection.pubkey,
    ]);
    expect((await page(`/api/sections?etablissement=${theirs.pubkey}`, staff.bearer)).total).toBe(0);
    const all = await page(`/v1/api/sections?q=${word}&sort=nameEn`, admin);
    expect(all.data.map((s) => s.pubkey)).toEqual([theirSection.pubkey, ownSection.pubkey]);
    expect((await page(`/api/sections?etablissement=${theirs.pubkey}`, admin)).data).toHaveLength(1);
  });

  it('of another clinic answer 404 to STAFF, for a change or a delete', async () => {
    const url = `/api/sections/${theirSection.pubkey}`;
    const change = await call(t, 'PATCH', url, en(staff.bearer), { nameEn: 'Mine now' });
    expect(change).toEqual({
      status: 404,
      body: { code: 'CLINIC_SECTION_NOT_FOUND', message: 'This section does not exist in this clinic.' },
    });
    expect((await call(t, 'DELETE', url, staff.bearer)).status).toBe(404);
    const own = await call(t, 'PATCH', `/api/sections/${ownSection.pubkey}`, staff.bearer, { nameAr: 'الباطنة' });
    expect(own.body).toMatchObject({ nameAr: 'الباطنة', nameEn: ownSection.nameEn });
  });
});

describe('rooms', () => {
  let room: Room;

  beforeAll(async () => {
    room = await created(t, staff.bearer, '/api/rooms', { sectionPubkey: ownSection.pubkey, name: `101 ${word}` });
  });

  it('take a section of their own clinic only, and a name unique in the clinic', async () => {
    expect(room).toMatchObject({
      etablissement: { pubkey: mine.pubkey },
      section: { pubkey: ownSection.pubkey },
      description: '',
    });
    const foreign = await call(t, 'POST', '/api/rooms', staff.bearer, {
      sectionPubkey: theirSection.pubkey,
      name: 'x',
    });
    expect(foreign.body.code).toBe('CLINIC_SECTION_NOT_FOUND');
    const twice = await call(t, 'POST', '/api/rooms', en(staff.bearer), { name: `101 ${word}` });
    expect(twice).toEqual({
      status: 409,
      body: { code: 'CLINIC_ROOM_NAME_TAKEN', message: 'The clinic already has a room with this name.' },
    });
    const sameNameElsewhere = { etablissementPubkey: theirs.pubkey, name: `101 ${word}` };
    expect((await call(t, 'POST', '/api/rooms', admin, sameNameElsewhere)).status).toBe(201);
  });

  it('keep a room’s section in the room’s clinic, in the database too', async () => {
    const moved = await call(t, 'PATCH', `/api/rooms/${room.pubkey}`, staff.bearer, {
      sectionPubkey: theirSection.pubkey,
    });
    expect(moved.body.code).toBe('CLINIC_SECTION_NOT_FOUND');
    const refused = await t.database.db
      .insert(rooms)
      .values({
        etablissementId: await idOf(t, 'etablissements', mine.pubkey),
        sectionId: await idOf(t, 'sections', theirSection.pubkey),
        name: `sneaky ${word}`,
      })
      .then(() => undefined, pgErrorOf);
    expect(refused).toEqual({ code: '23503', constraint: 'rooms_section_same_clinic_fk' });
    const cleared = await call(t, 'PATCH', `/api/rooms/${room.pubkey}`, staff.bearer, {
      sectionPubkey: null,
      description: 'الطابق 2',
    });
    expect(cleared.body).toMatchObject({ section: null, description: 'الطابق 2' });
  });

  it('are listed to STAFF for their clinic only, filtered by section', async () => {
    expect((await page(`/api/rooms?q=${word}`, staff.bearer)).data.map((r) => r.pubkey)).toEqual([room.pubkey]);
    expect((await page(`/api/rooms?q=${word}`, admin)).total).toBe(2);
    expect((await page(`/api/rooms?section=${ownSection.pubkey}`, staff.bearer)).total).toBe(0);
    expect((await page(`/api/rooms?section=${theirSection.pubkey}`, staff.bearer)).total).toBe(0);
  });

  it('in use are kept (409), as are sections with rooms; another clinic’s answer 404', async () => {
    const inSection = await created(t, admin, '/api/rooms', {
      etablissementPubkey: theirs.pubkey,
      sectionPubkey: theirSection.pubkey,
      name: `B2 ${word}`,
    });
    expect((await call(t, 'DELETE', `/api/sections/${theirSection.pubkey}`, admin)).body.code).toBe(
      'CLINIC_SECTION_IN_USE',
    );
    expect((await call(t, 'DELETE', `/api/rooms/${inSection.pubkey}`, staff.bearer)).status).toBe(404);
    await doctorIn(t, await idOf(t, 'etablissements', mine.pubkey), await idOf(t, 'rooms', room.pubkey));
    const used = await call(t, 'DELETE', `/api/rooms/${room.pubkey}`, en(staff.bearer));
    expect(used.body).toEqual({
      code: 'CLINIC_ROOM_IN_USE',
      message: 'The room cannot be deleted: a doctor or appointments use it.',
    });
    expect((await call(t, 'DELETE', `/api/rooms/${inSection.pubkey}`, admin)).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/sections/${theirSection.pubkey}`, admin)).status).toBe(204);
  });
});

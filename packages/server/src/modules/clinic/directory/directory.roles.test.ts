import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, API_ROUTES, ROLES, type Role, type RouteKey } from '@bayan/shared';
import { openAdminApp, type Bearer, type TestApp } from '../../../test/test-app.js';
import { accountWith, call, created, doctorIn, idOf, newClinic, uniqueWord } from '../../../test/directory-fixtures.js';

/**
 * Every directory route for every role, with real records: the roles the permission map lets in
 * succeed (a STAFF caller inside their own clinic, a doctor on their own room), the others get 403,
 * anonymous callers 401 unless the list is public.
 */
let t: TestApp;
let admin: Bearer;
let clinic: string;
const bearers = new Map<Role, Bearer>();
const word = uniqueWord();
let serial = 0;

beforeAll(async () => {
  let superadmin: Bearer;
  ({ t, admin, superadmin } = await openAdminApp());
  clinic = (await newClinic(t, admin, word)).pubkey;
  const room = await created(t, admin, '/api/rooms', { etablissementPubkey: clinic, name: `doctor ${word}` });
  const clinicId = await idOf(t, 'etablissements', clinic);
  bearers.set('SUPERADMIN', superadmin).set('ADMIN', admin);
  bearers.set('STAFF', (await accountWith(t, 'STAFF', clinic)).bearer);
  bearers.set('DOCTOR', (await doctorIn(t, clinicId, await idOf(t, 'rooms', room.pubkey))).bearer);
  for (const role of ['PATIENT', 'MEMBER', 'USER'] as const) bearers.set(role, (await accountWith(t, role)).bearer);
});
afterAll(() => t.close());

const name = () => `${word} ${(serial += 1)}`;
const names = () => ({ nameAr: `اسم ${name()}`, nameEn: name() });
const fresh = {
  etablissements: async () => (await newClinic(t, admin, name())).pubkey as string,
  specialities: async () => (await created(t, admin, '/api/specialities', names())).pubkey as string,
  services: async () =>
    (await created(t, admin, '/api/services', { ...names(), priceHalalas: 100, durationMinutes: 10 })).pubkey as string,
  sections: async () =>
    (await created(t, admin, '/api/sections', { etablissementPubkey: clinic, ...names() })).pubkey as string,
  rooms: async () =>
    (await created(t, admin, '/api/rooms', { etablissementPubkey: clinic, name: name() })).pubkey as string,
};
type Resource = keyof typeof fresh;

/** A valid body for a create or a change, which STAFF may send for their own clinic. */
const bodies: Record<Resource, () => { create: object; update: object }> = {
  etablissements: () => ({ create: names(), update: { phone: '0112345678' } }),
  specialities: () => ({ create: names(), update: { nameEn: name() } }),
  services: () => ({ create: { ...names(), priceHalalas: 5000, durationMinutes: 15 }, update: { priceHalalas: 6000 } }),
  sections: () => ({ create: { etablissementPubkey: clinic, ...names() }, update: { nameEn: name() } }),
  rooms: () => ({ create: { etablissementPubkey: clinic, name: name() }, update: { description: name() } }),
};

/** The request a route gets: its own record (STAFF's clinic itself for a clinic change) and a valid body. */
async function requestFor(key: RouteKey) {
  const { method, path } = API_ROUTES[key];
  const resource = path.split('/')[2] as Resource;
  if (key === 'clinic.updateMyRoom') return { method, url: path, body: { description: name() } };
  if (!path.includes(':pubkey'))
    return { method, url: path, body: method === 'POST' ? bodies[resource]().create : undefined };
  const pubkey = key === 'clinic.updateEtablissement' ? clinic : await fresh[resource]();
  return {
    method,
    url: path.replace(':pubkey', pubkey),
    body: method === 'PATCH' ? bodies[resource]().update : undefined,
  };
}

describe('the directory routes, role by role', () => {
  const directory = (Object.keys(API_ROUTES) as RouteKey[]).filter((key) =>
    Object.keys(fresh).includes(API_ROUTES[key].path.split('/')[2]!),
  );
  it('covers the 28 routes of the directory', () => expect(directory).toHaveLength(28));

  for (const key of directory) {
    it(`${key}: allowed roles succeed, others 403, anonymous 401 unless public`, async () => {
      const { access } = API_ROUTES[key];
      const outcomes: Record<string, number | 'ok'> = {};
      const expected: Record<string, number | 'ok'> = {};
      for (const role of [null, ...ROLES]) {
        const { method, url, body } = await requestFor(key);
        const res = await call(t, method as never, url, role ? bearers.get(role)! : {}, body);
        const who = role ?? 'anonymous';
        outcomes[who] = res.status < 300 ? 'ok' : res.status;
        // SUPERADMIN may call every route, but has no room of their own to show.
        const ownRoomless = role === 'SUPERADMIN' && key.endsWith('MyRoom');
        expected[who] = !allows(access, role) ? (role ? 403 : 401) : ownRoomless ? 404 : 'ok';
      }
      expect(outcomes).toEqual(expected);
    });
  }
});

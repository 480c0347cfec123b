import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, Tokens, User, UsersPage } from '@bayan/shared';
import { newPerson, register } from '../../test/auth-kit.js';
import { openAdminApp, type Bearer, type TestApp } from '../../test/test-app.js';
import { bearerOf, createUser, insertUser, multipart, newUserFields } from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t.close());

const NAMES = { firstName: 'محمد', fatherName: 'عبدالله', grandfatherName: 'أحمد', lastName: 'الحربي' };

const patchUser = async (pubkey: string, fields: Record<string, string>) => {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
};

describe('the four name fields', () => {
  it('are answered in their one order, with the full name composed in it, and no familyName', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPerson(NAMES) });
    expect(res.statusCode, res.body).toBe(201);
    const { profile } = res.json<Tokens>();
    expect(profile).toMatchObject({ ...NAMES, name: 'محمد عبدالله أحمد الحربي' });
    expect(profile).not.toHaveProperty('familyName');
    const keys = Object.keys(profile).filter((key) => key.endsWith('Name'));
    expect(keys).toEqual(['firstName', 'fatherName', 'grandfatherName', 'lastName']);
  });

  it('are taken by the admin form, and a user is found by any one of them', async () => {
    const fields = newUserFields({ ...NAMES, grandfatherName: 'Zubair', lastName: 'Qurashi' });
    const res = await createUser(t, fields, admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<User>()).toMatchObject({ name: 'محمد عبدالله Zubair Qurashi', grandfatherName: 'Zubair' });
    for (const q of ['Zubair', 'عبدالله', 'Qurashi']) {
      const found = await t.app.inject({ method: 'GET', url: `/api/users?q=${encodeURIComponent(q)}`, headers: admin });
      expect(
        found.json<UsersPage>().data.data.map((u) => u.email),
        q,
      ).toContain(fields.email);
    }
  });

  it('are the columns of the CSV export, in their order, after the full name', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/export',
      headers: { ...admin, 'accept-language': 'en' },
    });
    const header = res.body.slice(1).split('\r\n')[0]!;
    expect(header.split(',').slice(2, 7)).toEqual([
      'Name',
      'First name',
      "Father's name",
      "Grandfather's name",
      'Family name',
    ]);
  });
});

describe('familyName, the transition alias of lastName', () => {
  it('signs up with familyName read as lastName when lastName is absent', async () => {
    const { lastName: _, ...person } = newPerson({ familyName: 'Alotaibi' });
    const { profile } = await register(t.app, person);
    expect(profile).toMatchObject({ lastName: 'Alotaibi', name: 'Huda Alotaibi' });
  });

  it('is ignored when lastName is given', async () => {
    const { profile } = await register(t.app, newPerson({ lastName: 'Alharbi', familyName: 'Other' }));
    expect(profile).toMatchObject({ lastName: 'Alharbi', name: 'Huda Alharbi' });
  });

  it('is accepted by PATCH /api/users/me and by the admin forms (multipart)', async () => {
    const user = await insertUser(t, { lastName: 'Before' });
    const own = await bearerOf(t, user.email!);
    const me = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: own,
      payload: { familyName: 'Mine' },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<Profile>()).toMatchObject({ lastName: 'Mine' });

    const edited = await patchUser(user.pubkey, { familyName: 'Edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<User>().lastName).toBe('Edited');

    const { lastName: _, ...fields } = newUserFields({ familyName: 'Created' });
    const created = await createUser(t, fields, admin);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<User>()).toMatchObject({ lastName: 'Created' });
    expect(created.json<User>()).not.toHaveProperty('familyName');
  });

  it('still needs a family name: neither lastName nor familyName is a 400 on lastName', async () => {
    const { lastName: _, ...person } = newPerson();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: person });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.lastName' })]);
  });

  it('is documented in the contract as deprecated', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    const properties = (register.properties ?? doc.components.schemas.Register.properties) as Record<string, object>;
    expect(properties.familyName).toMatchObject({ deprecated: true, description: expect.stringContaining('lastName') });
  });
});

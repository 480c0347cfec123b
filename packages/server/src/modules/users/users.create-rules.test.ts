import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import { createUser, findUserRow, newUserFields, saudiMobile } from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const person = newUserFields;
const create = (fields: Record<string, string>, headers = admin, lang = 'ar') => createUser(t, fields, headers, lang);

describe('POST /api/users: the rules', () => {
  it('refuses invalid fields with details in the request language', async () => {
    const ar = await create({ lastName: 'x', email: 'not-an-email', phone: '123', role: 'KING' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'البيانات المرسلة غير صالحة.' });
    const paths = ar
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort();
    expect(paths).toEqual(['body.email', 'body.firstName', 'body.phone', 'body.role']);

    const en = await create({ firstName: 'A', lastName: 'B', email: 'bad' }, admin, 'en');
    expect(en.json().details).toEqual([
      { path: 'body.email', code: 'invalid_format', message: 'Please enter a valid email address.' },
    ]);
  });

  it('refuses a weak password, a JSON body and a duplicate', async () => {
    const weak = await create(person({ password: 'password1234' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('AUTH_WEAK_PASSWORD');

    const json = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: person() });
    expect(json.statusCode).toBe(415);

    const first = person({ phone: saudiMobile() });
    expect((await create(first)).statusCode).toBe(201);
    const again = await create({ ...person(), email: first.email.toUpperCase(), phone: first.phone! }, admin, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERS_DUPLICATE' });
    expect(again.json().details.map((d: { path: string }) => d.path)).toEqual(['body.email', 'body.phone']);
  });

  it('lets only a SUPERADMIN create a SUPERADMIN', async () => {
    const byAdmin = await create(person({ role: 'SUPERADMIN' }));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('USERS_ROLE_NOT_GRANTABLE');
    const bySuper = await create(person({ role: 'SUPERADMIN' }), superadmin);
    expect(bySuper.statusCode).toBe(201);
    expect((await findUserRow(t, bySuper.json().pubkey))!.role).toBe('SUPERADMIN');
    const member = await t.bearer('member@bayan.local');
    expect((await create(person(), member)).statusCode).toBe(403);
  });

  it('answers 409, not 500, when two creations race for the same email', async () => {
    const fields = person();
    const results = await Promise.all([create(fields), create({ ...person(), email: fields.email })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'USERS_DUPLICATE', details: [{ path: 'body.email' }] });
  });
});

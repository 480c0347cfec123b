import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, Page, User } from '@bayan/shared';
import { type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import {
  createUser,
  eventsOf,
  login,
  multipart,
  nationalId,
  newUserFields,
  SAMPLE_FILES,
  saudiMobile,
} from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const person = newUserFields;
const create = (fields: Record<string, string>, headers = admin, lang = 'ar') => createUser(t, fields, headers, lang);

describe('POST /api/users (multipart)', () => {
  it('creates with the spec defaults and a password to change at first login, audited', async () => {
    const fields = person({
      phone: saudiMobile(),
      idNumber: nationalId(),
      gender: 'FEMALE',
      password: 'Garden-Window-Kettle-7',
    });
    const res = await create(fields);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({
      firstName: 'سلمى',
      email: fields.email,
      phone: `+966${fields.phone!.slice(1)}`,
      idNumber: fields.idNumber,
      role: 'USER',
      status: 'ACTIVE',
      isEmailVerified: true,
      isPhoneVerified: true,
      mustChangePassword: true,
      file: null,
    });
    expect(user.pubkey).toMatch(/^[\w-]{22}$/);

    const signedIn = await login(t, fields.email, fields.password);
    expect(signedIn.statusCode).toBe(200);
    const token = { authorization: `Bearer ${signedIn.json().access_token}` };
    const blocked = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: token,
      payload: { firstName: 'x' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('AUTH_PASSWORD_CHANGE_REQUIRED');

    const [event] = await eventsOf(t, user.pubkey);
    expect(event).toMatchObject({
      action: 'user.create',
      entity: 'user',
      before: null,
      after: { email: fields.email },
    });
    expect(JSON.stringify(event)).not.toMatch(/passwordHash|argon2|Garden-Window/);
  });

  it('without a password, generates one and emails it to the user', async () => {
    const fields = person();
    const res = await create(fields);
    expect(res.statusCode, res.body).toBe(201);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/outbox?recipient=${fields.email}`,
      headers: superadmin,
    });
    const [mail] = outbox.json<Page<OutboxMessage>>().data;
    expect(mail).toMatchObject({ channel: 'email', recipient: fields.email });
    expect(mail!.body).toContain('كلمة المرور المؤقتة');
    expect(mail!.body).toContain('Temporary password');
    const password = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
    expect(password).toMatch(/^[\w]{4}-[\w]{4}-[\w]{4}-[\w]{4}$/);
    expect((await login(t, fields.email, password)).statusCode).toBe(200);
    expect(JSON.stringify((await eventsOf(t, res.json().pubkey))[0])).not.toContain(password);
  });

  it('creating a user can carry a file', async () => {
    const body = await multipart(
      { firstName: 'With', lastName: 'File', email: 'with-file@test.local' },
      { bytes: SAMPLE_FILES.jpeg, name: 'me.jpg', type: 'image/jpeg' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<User>().file).toMatchObject({ name: 'me.jpg', type: 'image/jpeg' });
  });
});

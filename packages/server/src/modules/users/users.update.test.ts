import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@bayan/shared';
import { type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import {
  bearerOf,
  eventsOf,
  findUserRow,
  insertUser,
  login,
  multipart,
  userByEmail,
} from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const patch = async (pubkey: string, fields: Record<string, string>, headers = admin) => {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/api/users/${pubkey}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const me = (headers: { authorization: string }) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { lastName: 'Me' } });

describe('PATCH /api/users/:pubkey (multipart)', () => {
  it('changes only the given fields and records before and after', async () => {
    const user = await insertUser(t, { firstName: 'Old', fatherName: 'Father' });
    const res = await patch(user.pubkey, { firstName: 'New', role: 'MEMBER', isPhoneVerified: 'true', gender: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({
      firstName: 'New',
      fatherName: 'Father',
      role: 'MEMBER',
      isPhoneVerified: true,
      email: user.email,
      mustChangePassword: false,
    });
    const [event] = await eventsOf(t, user.pubkey);
    expect(event).toMatchObject({
      action: 'user.update',
      before: { firstName: 'Old', role: 'USER' },
      after: { firstName: 'New', role: 'MEMBER' },
    });
  });

  it('treats a password as a reset: change required at next login, every session ended', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    expect((await me(token)).statusCode).toBe(200);
    const res = await patch(user.pubkey, { password: 'Reset-Meadow-Lantern-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>().mustChangePassword).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(t, user.email!)).statusCode).toBe(401);
    const fresh = await login(t, user.email!, 'Reset-Meadow-Lantern-31');
    expect(fresh.statusCode).toBe(200);
    const event = (await eventsOf(t, user.pubkey)).find((e) => e.action === 'user.update');
    expect(event!.after).toMatchObject({ passwordReset: true, mustChangePassword: true });
    expect(JSON.stringify(event)).not.toMatch(/Reset-Meadow|argon2|passwordHash/);
  });

  it('blocking through an edit ends the sessions too', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    expect((await patch(user.pubkey, { status: 'BLOCKED' })).json<User>().status).toBe('BLOCKED');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('guards SUPERADMINs, self-edits, duplicates and deleted accounts', async () => {
    const boss = await insertUser(t, { role: 'SUPERADMIN' });
    expect((await patch(boss.pubkey, { firstName: 'Hacked' })).statusCode).toBe(404);
    expect((await findUserRow(t, boss.pubkey))!.firstName).not.toBe('Hacked');
    expect((await patch(boss.pubkey, { firstName: 'Fine' }, superadmin)).statusCode).toBe(200);

    const user = await insertUser(t);
    const promote = await patch(user.pubkey, { role: 'SUPERADMIN' });
    expect(promote.statusCode).toBe(403);
    expect((await patch(user.pubkey, { role: 'SUPERADMIN' }, superadmin)).statusCode).toBe(200);

    const self = await userByEmail(t, 'admin@bayan.local');
    expect((await patch(self.pubkey, { role: 'USER' })).json().code).toBe('USERS_SELF_ACTION');
    expect((await patch(self.pubkey, { status: 'BLOCKED' })).json().code).toBe('USERS_SELF_ACTION');
    expect((await patch(self.pubkey, { role: 'ADMIN', lastName: 'Same role is fine' })).statusCode).toBe(200);

    const other = await insertUser(t);
    const clash = await patch(other.pubkey, { email: user.email! });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('USERS_DUPLICATE');

    const gone = await insertUser(t, { status: 'DELETED' });
    expect((await patch(gone.pubkey, { firstName: 'Back' })).statusCode).toBe(404);
    expect((await patch('NoSuchUserWithThisKey0', { firstName: 'X' })).statusCode).toBe(404);
    // Not even a pubkey's shape: refused before any lookup.
    expect((await patch('no-such-user', { firstName: 'X' })).statusCode).toBe(400);
  });

  it('validates the fields like a JSON route', async () => {
    const user = await insertUser(t);
    const res = await patch(user.pubkey, { email: 'nope', birthday: '2999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.birthday', 'body.email']);
  });
});

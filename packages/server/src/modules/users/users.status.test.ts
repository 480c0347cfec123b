import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User, UsersPage } from '@bayan/shared';
import { TEST_ADMIN, type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import { bearerOf, eventsOf, findUserRow, insertUser, login, userByEmail } from '../../test/users-fixtures.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const profile = (headers: { authorization: string }) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { firstName: 'Still here' } });
const toggle = (ref: string | number, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${ref}/toggle-status`, headers });
const remove = (pubkey: string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/v1/api/users/${pubkey}`, headers });

describe('PUT /api/users/:id/toggle-status', () => {
  it('blocks: the account can no longer log in and its token stops working; unblocking restores login', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    expect((await profile(token)).statusCode).toBe(200);

    const blocked = await toggle(user.pubkey);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<User>()).toMatchObject({ pubkey: user.pubkey, status: 'BLOCKED' });
    expect((await profile(token)).statusCode).toBe(401);
    const refused = await login(t, user.email!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('AUTH_INVALID_CREDENTIALS');

    const unblocked = await toggle(user.id);
    expect(unblocked.json<User>().status).toBe('ACTIVE');
    // The old session was revoked for good; a new login works.
    expect((await profile(token)).statusCode).toBe(401);
    expect((await login(t, user.email!)).statusCode).toBe(200);

    // Blocking and unblocking are told apart in the audit log.
    const audit = (await eventsOf(t, user.pubkey)).filter((e) => ['user.block', 'user.unblock'].includes(e.action));
    expect(audit.map((e) => e.action)).toEqual(['user.block', 'user.unblock']);
    expect(audit[0]).toMatchObject({ entity: 'user', before: { status: 'ACTIVE' }, after: { status: 'BLOCKED' } });
    expect(audit[0]!.actorId).toBe((await userByEmail(t, 'admin@bayan.local')).id);
  });

  it('makes an INACTIVE account ACTIVE and answers 404 for a deleted one', async () => {
    const inactive = await insertUser(t, { status: 'INACTIVE' });
    expect((await toggle(inactive.pubkey)).json<User>().status).toBe('ACTIVE');
    const deleted = await insertUser(t, { status: 'DELETED' });
    const res = await toggle(deleted.pubkey);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USERS_NOT_FOUND');
  });

  it('refuses to block oneself, and an ADMIN cannot reach a SUPERADMIN', async () => {
    const res = await toggle((await userByEmail(t, 'admin@bayan.local')).pubkey);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERS_SELF_ACTION');

    const boss = await insertUser(t, { role: 'SUPERADMIN' });
    expect((await toggle(boss.pubkey)).statusCode).toBe(404);
    expect((await findUserRow(t, boss.pubkey))!.status).toBe('ACTIVE');
    expect((await toggle(boss.pubkey, superadmin)).json<User>().status).toBe('BLOCKED');
  });
});

describe('DELETE /api/users/:pubkey', () => {
  it('soft-deletes: 204, status DELETED, sessions revoked, login refused, hidden from the list', async () => {
    const user = await insertUser(t);
    const token = await bearerOf(t, user.email!);
    const res = await remove(user.pubkey);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await findUserRow(t, user.pubkey))!.status).toBe('DELETED');
    expect((await profile(token)).statusCode).toBe(401);
    expect((await login(t, user.email!)).statusCode).toBe(401);

    const page = await t.app.inject({ method: 'GET', url: `/api/users?q=${user.firstName}`, headers: admin });
    expect(page.json<UsersPage>().data.total).toBe(0);
    expect((await remove(user.pubkey)).statusCode).toBe(404);

    const [event] = await eventsOf(t, user.pubkey);
    expect(event).toMatchObject({ action: 'user.delete', before: { status: 'ACTIVE' }, after: { status: 'DELETED' } });
    expect(JSON.stringify(event)).not.toMatch(/passwordHash|fileKey|argon2/);
  });

  it('refuses to delete oneself, hides SUPERADMINs from an ADMIN, and needs the ADMIN role', async () => {
    const self = await userByEmail(t, TEST_ADMIN.email);
    expect((await remove(self.pubkey, superadmin)).json().code).toBe('USERS_SELF_ACTION');
    const boss = await insertUser(t, { role: 'SUPERADMIN' });
    expect((await remove(boss.pubkey)).statusCode).toBe(404);
    const member = await t.bearer('member@bayan.local');
    expect((await remove(boss.pubkey, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${boss.pubkey}` })).statusCode).toBe(401);
    expect((await findUserRow(t, boss.pubkey))!.status).toBe('ACTIVE');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, Tokens, User, UsersPage } from '@bayan/shared';
import { bearer } from '../../../test/auth-kit.js';
import { finishLogin } from '../../../test/mfa-kit.js';
import { openAdminApp, TEST_ADMIN, type Bearer, type TestApp } from '../../../test/test-app.js';
import { eventsOf, insertUser, login, userByEmail } from '../../../test/users-fixtures.js';
import { newPubkey } from '../../users/users.pubkey.js';
import { users, type NewUserRow } from '../../users/users.table.js';
import { totpFactors, totpRecoveryCodes } from './totp.table.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => {
  ({ t, admin, superadmin } = await openAdminApp());
});
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const reset = (pubkey: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${pubkey}/totp`, headers: { ...EN, ...headers } });
const getUser = async (pubkey: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${pubkey}`, headers: superadmin })).json<User>();

/** An account logged in as a person would (through the second step, or the enrolment its role asks for). */
async function loggedIn(values: Partial<NewUserRow> = {}) {
  const row = await insertUser(t, { isEmailVerified: true, ...values });
  const result = (await login(t, row.email!)).json<LoginResult>();
  const tokens = await finishLogin(t.app, t.database, t.clock, row.email!, result);
  return { row, tokens };
}

/** An account with an authenticator app of its own: enrolled through the API, with its recovery codes. */
async function enrolled(values: Partial<NewUserRow> = {}) {
  const account = await loggedIn({ role: 'ADMIN', ...values });
  expect((await getUser(account.row.pubkey)).totpEnabled).toBe(true);
  return account;
}

describe('DELETE /api/users/:pubkey/totp', () => {
  it('is for a SUPERADMIN only', async () => {
    const { row } = await enrolled();
    expect((await reset(row.pubkey)).json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const byAdmin = await reset(row.pubkey, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({ code: 'FORBIDDEN' });
    const self = await loggedIn({ role: 'USER' });
    expect((await reset(row.pubkey, bearer(self.tokens.access_token))).statusCode).toBe(403);
    expect((await getUser(row.pubkey)).totpEnabled).toBe(true);
  });

  it('answers 404 for an account that does not exist, or no longer does', async () => {
    const missing = await reset(newPubkey(), superadmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USERS_NOT_FOUND', message: 'This user does not exist.' });
    const { row } = await enrolled();
    await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.id, row.id));
    expect((await reset(row.pubkey, superadmin)).statusCode).toBe(404);
  });

  it('refuses an account without a second factor, and the caller’s own', async () => {
    const { row } = await loggedIn({ role: 'USER' });
    expect((await getUser(row.pubkey)).totpEnabled).toBe(false);
    const none = await reset(row.pubkey, superadmin);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'AUTH_TOTP_NOT_ENABLED',
      message: 'Two-step verification is not on for this account.',
    });
    const me = await userByEmail(t, TEST_ADMIN.email);
    const own = await reset(me.pubkey, { ...superadmin, 'accept-language': 'ar' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'AUTH_TOTP_RESET_OWN' });
    expect(own.json<{ message: string }>().message).toContain('ملفك الشخصي');
    const [factor] = await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, me.id));
    expect(factor?.enabledAt).toBeTruthy();
  });

  it('removes the app and recovery codes, ends every session, is audited; an ADMIN must link an app again', async () => {
    const { row, tokens } = await enrolled();
    const other = await finishLogin(
      t.app,
      t.database,
      t.clock,
      row.email!,
      (await login(t, row.email!)).json<LoginResult>(),
    );
    const recoveryCodes = () =>
      t.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, row.id));
    expect(await recoveryCodes()).toHaveLength(10);

    const res = await reset(row.pubkey, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Two-step verification of this account is reset and its sessions have ended.',
    });

    // The factor is gone, and what the users screen reads says so.
    expect(await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, row.id))).toEqual([]);
    expect(await recoveryCodes()).toEqual([]);
    expect((await getUser(row.pubkey)).totpEnabled).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/users?q=${row.email!}`, headers: superadmin });
    const listed = page.json<UsersPage>().data.data.find((u) => u.pubkey === row.pubkey);
    expect(listed?.totpEnabled).toBe(false);

    // Both of its sessions ended: neither the access token nor the refresh token works.
    for (const session of [tokens, other]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(session.access_token) }))
          .statusCode,
      ).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: {},
        headers: bearer(session.refresh_token),
      });
      expect(refresh.statusCode).toBe(401);
    }

    // Audited, with the SUPERADMIN as the actor, in the transaction of the reset.
    const me = await userByEmail(t, TEST_ADMIN.email);
    const events = (await eventsOf(t, row.pubkey)).filter((e) => e.action === 'auth.totp_reset');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: 'user', actorId: me.id });

    // The next login: no second step (there is no app to ask), and the enrolment gate holds.
    const next = (await login(t, row.email!)).json<LoginResult>();
    expect('mfa_required' in next).toBe(false);
    const fresh = next as Tokens;
    expect(fresh.profile).toMatchObject({ totp_enabled: false, must_enrol_totp: true });
    const gated = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(fresh.access_token) });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'AUTH_TOTP_ENROLMENT_REQUIRED' });

    // A second reset finds nothing to reset.
    expect((await reset(row.pubkey, superadmin)).json()).toMatchObject({ code: 'AUTH_TOTP_NOT_ENABLED' });
  });
});

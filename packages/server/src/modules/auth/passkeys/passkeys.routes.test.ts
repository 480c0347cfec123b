import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MfaChallenge, Passkey, PasskeyList, PasskeyOptions, Tokens } from '@bayan/shared';
import { FakeClock } from '../../../lib/clock.js';
import { bearer } from '../../../test/auth-kit.js';
import { SoftAuthenticator, type SoftCredential } from '../../../test/passkey-kit.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../test/test-app.js';
import { FIXTURE_PASSWORD, insertUser } from '../../../test/users-fixtures.js';
import { events } from '../../events/events.table.js';
import type { NewUserRow } from '../../users/users.table.js';
import { codeAt, stepAt } from '../totp/totp-code.js';
import { passkeyChallenges, passkeys } from './passkeys.table.js';
import { relyingParty } from './relying-party.js';

const ORIGIN = 'https://bayan.example.org';
const clock = new FakeClock(new Date('2026-12-07T10:00:00Z'));
const device = new SoftAuthenticator(ORIGIN, 'bayan.example.org');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { clock });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.88.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    remoteAddress: nextIp(),
  });
const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, password: FIXTURE_PASSWORD },
    remoteAddress: nextIp(),
  });

async function signedIn(values: Partial<NewUserRow> = {}) {
  const user = await insertUser(t, { isEmailVerified: true, ...values });
  const tokens = (await login(user.email!)).json<Tokens>();
  return { user, email: user.email!, token: tokens.access_token, tokens };
}

/** Adds a passkey through the API as the browser would: options, the authenticator's answer, a name. */
async function addPasskey(token: string, name = 'My phone', credential?: SoftCredential) {
  const options = (await call('POST', '/api/auth/passkeys/register/options', token)).json<PasskeyOptions>();
  const made = device.register(options, credential);
  const res = await call('POST', '/api/auth/passkeys/register', token, { name, response: made.response });
  expect(res.statusCode, res.body).toBe(201);
  return { credential: made.credential, passkey: res.json<Passkey>() };
}

const loginOptions = async (mfa_token?: string) => {
  const res = await call('POST', '/api/auth/login/passkey/options', undefined, mfa_token ? { mfa_token } : {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PasskeyOptions>();
};
const loginWith = (body: object) => call('POST', '/api/auth/login/passkey', undefined, body);

describe('the relying party', () => {
  it('is the public URL’s host and origin, and localhost for an IP address (an RP ID cannot be one)', () => {
    expect(relyingParty('https://bayan.example.org/app')).toEqual({
      rpId: 'bayan.example.org',
      origin: 'https://bayan.example.org',
    });
    expect(relyingParty('http://127.0.0.1:3000')).toEqual({ rpId: 'localhost', origin: 'http://localhost:3000' });
    expect(relyingParty('http://[::1]:8080/x')).toEqual({ rpId: 'localhost', origin: 'http://localhost:8080' });
  });
});

describe('adding passkeys', () => {
  it('registers a discoverable passkey for the site, lists, renames and audits it; the account now has a factor', async () => {
    const { user, token, tokens } = await signedIn();
    expect(tokens.profile).toMatchObject({ totp_enabled: false });
    const options = (await call('POST', '/api/auth/passkeys/register/options', token)).json<PasskeyOptions>();
    expect(options).toMatchObject({
      rp: { id: 'bayan.example.org' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
    });
    const { credential } = device.register(options);
    const made = device.register(options, credential);
    const res = await call('POST', '/api/auth/passkeys/register', token, { name: ' Laptop ', response: made.response });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json<Passkey>();
    expect(added).toMatchObject({ name: 'Laptop', created_at: clock.now().toISOString(), last_used_at: null });
    // The same answer again: its challenge was spent.
    const again = await call('POST', '/api/auth/passkeys/register', token, { name: 'x', response: made.response });
    expect(again.json()).toMatchObject({
      code: 'AUTH_PASSKEY_INVALID',
      message: 'The passkey could not be verified, or the request expired. Please try again.',
    });
    expect((await call('PATCH', `/api/auth/passkeys/${added.id}`, token, { name: 'Work laptop' })).statusCode).toBe(
      204,
    );
    const list = (await call('GET', '/api/auth/passkeys', token)).json<PasskeyList>();
    expect(list.passkeys).toEqual([{ ...added, name: 'Work laptop' }]);
    const audit = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.action, 'auth.passkey_add'), eq(events.actorId, user.id)));
    expect(audit).toHaveLength(1);
    const profile = (await call('GET', '/api/auth/profile', token)).json();
    expect(profile).toMatchObject({ totp_enabled: true });
    const challenge = (await login(user.email!)).json<MfaChallenge>();
    expect(challenge).toMatchObject({ mfa_required: true, methods: ['passkey'] });
  });

  it('refuses a wrong origin, a wrong RP ID, a credential already registered, and another account’s passkey', async () => {
    const { token } = await signedIn();
    for (const answer of [{ origin: 'https://evil.example.org' }, { rpId: 'evil.example.org' }]) {
      const options = (await call('POST', '/api/auth/passkeys/register/options', token)).json<PasskeyOptions>();
      const { response } = device.register(options, undefined, answer);
      const res = await call('POST', '/api/auth/passkeys/register', token, { name: 'x', response });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('AUTH_PASSKEY_INVALID');
    }
    const { credential, passkey } = await addPasskey(token);
    const options = (await call('POST', '/api/auth/passkeys/register/options', token)).json<PasskeyOptions>();
    expect(options.excludeCredentials).toEqual([
      { id: credential.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    const twice = await call('POST', '/api/auth/passkeys/register', token, {
      name: 'x',
      response: device.register(options, credential).response,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('AUTH_PASSKEY_EXISTS');
    const other = await signedIn();
    expect((await call('DELETE', `/api/auth/passkeys/${passkey.id}`, other.token)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/auth/passkeys/${passkey.id}`, other.token, { name: 'mine' })).statusCode).toBe(
      404,
    );
  });

  it('refuses an expired challenge', async () => {
    const { token } = await signedIn();
    const options = (await call('POST', '/api/auth/passkeys/register/options', token)).json<PasskeyOptions>();
    clock.advance(5 * 60_000 + 1);
    const res = await call('POST', '/api/auth/passkeys/register', token, {
      name: 'late',
      response: device.register(options).response,
    });
    expect(res.json().code).toBe('AUTH_PASSKEY_INVALID');
  });
});

describe('passwordless login', () => {
  it('signs in with a user-verified discoverable passkey, the same session as a full login', async () => {
    const { user, token } = await signedIn();
    const { credential, passkey } = await addPasskey(token);
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'bayan.example.org', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = device.assert(options, credential);
    const res = await loginWith({ response });
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json<Tokens>();
    expect(tokens.profile).toMatchObject({ pubkey: user.pubkey, totp_enabled: true, must_enrol_totp: false });
    expect((await call('GET', '/api/auth/profile', tokens.access_token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: clock.now() });
    // The same assertion again: its challenge was spent.
    const replay = await loginWith({ response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('AUTH_PASSKEY_INVALID');
    const failed = await t.database.db.select().from(events).where(eq(events.action, 'auth.passkey_failed'));
    expect(failed.length).toBeGreaterThan(0);
  });

  it('refuses a passkey whose user was not verified, a wrong origin or RP ID, and a counter that went back', async () => {
    const { token } = await signedIn();
    const { credential } = await addPasskey(token);
    for (const answer of [{ userVerified: false }, { origin: 'http://localhost:3000' }, { rpId: 'example.org' }]) {
      const res = await loginWith({ response: device.assert(await loginOptions(), credential, answer) });
      expect(res.json().code).toBe('AUTH_PASSKEY_INVALID');
    }
    const ok = await loginWith({ response: device.assert(await loginOptions(), credential, { counter: 10 }) });
    expect(ok.statusCode, ok.body).toBe(200);
    // A clone of the authenticator, behind the stored counter.
    const cloned = await loginWith({ response: device.assert(await loginOptions(), credential, { counter: 7 }) });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('AUTH_PASSKEY_INVALID');
    const same = await loginWith({ response: device.assert(await loginOptions(), credential, { counter: 10 }) });
    expect(same.json().code).toBe('AUTH_PASSKEY_INVALID');
    credential.counter = 10;
    expect((await loginWith({ response: device.assert(await loginOptions(), credential) })).statusCode).toBe(200);
  });

  it('refuses a passkey unknown to the server, and a blocked account’s', async () => {
    const unknown = await loginWith({ response: device.assert(await loginOptions(), device.newCredential()) });
    expect(unknown.json().code).toBe('AUTH_PASSKEY_INVALID');
    const { user, token } = await signedIn();
    const { credential } = await addPasskey(token);
    await t.database.db.execute(`update users set status = 'BLOCKED' where id = ${user.id}` as never);
    const blocked = await loginWith({ response: device.assert(await loginOptions(), credential) });
    expect(blocked.json().code).toBe('AUTH_PASSKEY_INVALID');
  });
});

describe('the second step', () => {
  it('takes a passkey instead of a code, for the same token; not another account’s, nor a passwordless challenge', async () => {
    const { email, token } = await signedIn();
    const { credential } = await addPasskey(token);
    const other = await signedIn();
    const { credential: theirs } = await addPasskey(other.token);
    const { mfa_token, methods } = (await login(email)).json<MfaChallenge>();
    expect(methods).toEqual(['passkey']);
    const options = await loginOptions(mfa_token);
    expect(options.allowCredentials).toEqual([
      { id: credential.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    const wrongAccount = await loginWith({ mfa_token, response: device.assert(options, theirs) });
    expect(wrongAccount.json().code).toBe('AUTH_PASSKEY_INVALID');
    // A passwordless login's challenge is not the second step's.
    const crossed = await loginWith({ mfa_token, response: device.assert(await loginOptions(), credential) });
    expect(crossed.json().code).toBe('AUTH_PASSKEY_INVALID');
    // A possession factor here: user verification is not required after a right password.
    const response = device.assert(await loginOptions(mfa_token), credential, { userVerified: false });
    const ok = await loginWith({ mfa_token, response });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['set-cookie']).toBeDefined();
    const bad = await call('POST', '/api/auth/login/passkey/options', undefined, { mfa_token: 'x'.repeat(40) });
    expect(bad.json().code).toBe('AUTH_MFA_TOKEN_INVALID');
  });

  it('counts wrong passkeys in the same lock as wrong codes', async () => {
    const { email, token } = await signedIn();
    const { credential } = await addPasskey(token);
    clock.advance(90_000);
    const { mfa_token } = (await login(email)).json<MfaChallenge>();
    for (let i = 0; i < 5; i += 1) {
      const options = await loginOptions(mfa_token);
      const res = await loginWith({ mfa_token, response: device.assert(options, credential, { rpId: 'evil.org' }) });
      expect(res.json().code).toBe('AUTH_PASSKEY_INVALID');
    }
    const locked = await loginWith({ mfa_token, response: device.assert(await loginOptions(mfa_token), credential) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('AUTH_LOCKED');
    clock.advance(60_000);
    const ok = await loginWith({ mfa_token, response: device.assert(await loginOptions(mfa_token), credential) });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('an account that must have a second factor', () => {
  it('may enrol a passkey instead of an app, and cannot remove its last factor', async () => {
    const { user, token, tokens } = await signedIn({ role: 'ADMIN' });
    expect(tokens.profile).toMatchObject({ must_enrol_totp: true });
    expect((await call('GET', '/api/users', token)).json().code).toBe('AUTH_TOTP_ENROLMENT_REQUIRED');
    const first = await addPasskey(token, 'Key one');
    // The first factor ended the sessions that predate it but this one; the gate is open.
    expect((await call('GET', '/api/auth/profile', token)).json()).toMatchObject({ must_enrol_totp: false });
    const second = await addPasskey(token, 'Key two');
    expect((await call('DELETE', `/api/auth/passkeys/${first.passkey.id}`, token)).statusCode).toBe(204);
    const last = await call('DELETE', `/api/auth/passkeys/${second.passkey.id}`, token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'AUTH_PASSKEY_LAST_FACTOR' });
    // With an app linked, the passkey may go; then the app cannot be turned off.
    const setup = (await call('POST', '/api/auth/totp/setup', token)).json<{ secret: string }>();
    const step = stepAt(clock.now());
    const confirmed = await call('POST', '/api/auth/totp/confirm', token, { code: codeAt(setup.secret, step) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('DELETE', `/api/auth/passkeys/${second.passkey.id}`, token)).statusCode).toBe(204);
    const removed = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(removed).toEqual([]);
    const audit = await t.database.db.select().from(events).where(eq(events.action, 'auth.passkey_remove'));
    expect(audit.filter((e) => e.actorId === user.id)).toHaveLength(2);
  });

  it('a user who need not have one may remove every passkey', async () => {
    const { token } = await signedIn();
    const { passkey } = await addPasskey(token);
    expect((await call('DELETE', `/api/auth/passkeys/${passkey.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/passkeys', token)).json()).toEqual({ passkeys: [] });
  });
});

describe('the app beside passkeys, and support’s reset', () => {
  it('a role that must have a factor may turn its app off while it has a passkey; a reset removes both', async () => {
    const superadmin = await t.bearer(TEST_ADMIN.email);
    const { user, token } = await signedIn({ role: 'ADMIN' });
    await addPasskey(token);
    const setup = (await call('POST', '/api/auth/totp/setup', token)).json<{ secret: string }>();
    const linked = await call('POST', '/api/auth/totp/confirm', token, {
      code: codeAt(setup.secret, stepAt(clock.now())),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    clock.advance(30_000);
    const off = await call('POST', '/api/auth/totp/disable', token, {
      code: codeAt(setup.secret, stepAt(clock.now())),
    });
    expect(off.statusCode, off.body).toBe(200);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.pubkey}/totp`,
      headers: superadmin,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.pubkey}/totp`, headers: superadmin });
    expect(again.json().code).toBe('AUTH_TOTP_NOT_ENABLED');
  });
});

describe('challenges', () => {
  it('are kept in the database, once each, and the expired ones go', async () => {
    await loginOptions();
    clock.advance(5 * 60_000 + 1);
    await loginOptions();
    const rows = await t.database.db.select().from(passkeyChallenges);
    expect(rows).toHaveLength(1);
  });

  it('are handed out 30 a minute per IP', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/passkey/options', payload: {}, remoteAddress: '10.99.0.1' });
    for (let i = 0; i < 30; i += 1) expect((await ask()).statusCode).toBe(200);
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    clock.advance(60_000);
    expect((await ask()).statusCode).toBe(200);
  });
});

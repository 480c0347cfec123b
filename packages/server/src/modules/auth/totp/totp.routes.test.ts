import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MfaChallenge, RecoveryCodes, Tokens, TotpSetup, TotpStatus } from '@bayan/shared';
import { FakeClock } from '../../../lib/clock.js';
import { bearer } from '../../../test/auth-kit.js';
import { enrolledAuthenticator, nextCode } from '../../../test/mfa-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { FIXTURE_PASSWORD, insertUser } from '../../../test/users-fixtures.js';
import type { NewUserRow } from '../../users/users.table.js';
import { codeAt, stepAt } from './totp-code.js';
import { totpFactors } from './totp.table.js';

const clock = new FakeClock(new Date('2026-12-07T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const login = (email: string, ip?: string) =>
  post('/api/auth/login', { login: email, password: FIXTURE_PASSWORD }, {}, ip);
const second = (mfa_token: string, code: string, ip?: string) =>
  post('/api/auth/login/totp', { mfa_token, code }, {}, ip);

async function account(values: Partial<NewUserRow> = {}) {
  const user = await insertUser(t, { isEmailVerified: true, ...values });
  return user.email!;
}

/** Enrols an account through the API, as its owner would: setup, then the first code. */
async function enrol(token: string) {
  const setup = (await post('/api/auth/totp/setup', {}, bearer(token))).json<TotpSetup>();
  const step = stepAt(clock.now());
  const res = await post('/api/auth/totp/confirm', { code: codeAt(setup.secret, step) }, bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return { secret: setup.secret, step, recovery: res.json<RecoveryCodes>().recovery_codes };
}

/** A USER with TOTP on: its secret, the step it used, its recovery codes. */
async function enrolledUser() {
  const email = await account();
  const tokens = (await login(email)).json<Tokens>();
  return { email, tokens, ...(await enrol(tokens.access_token)) };
}

describe('enrolment', () => {
  it('shows a QR code and the key, turns on with the first code only, answers ten recovery codes once', async () => {
    const email = await account();
    const tokens = (await login(email)).json<Tokens>();
    expect(tokens.profile).toMatchObject({ totp_enabled: false, must_enrol_totp: false });
    const setup = (await post('/api/auth/totp/setup', {}, bearer(tokens.access_token))).json<TotpSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toMatch(/^<svg [^>]*viewBox/);
    const wrong = await post(
      '/api/auth/totp/confirm',
      { code: '000000' },
      { ...bearer(tokens.access_token), 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'AUTH_TOTP_INVALID',
      message: 'The verification code is wrong, expired or already used.',
    });
    const code = codeAt(setup.secret, stepAt(clock.now()));
    const ok = await post(
      '/api/auth/totp/confirm',
      { code: code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) },
      bearer(tokens.access_token),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { recovery_codes } = ok.json<RecoveryCodes>();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const c of recovery_codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await get('/api/auth/totp', tokens.access_token)).json<TotpStatus>()).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    expect((await get('/api/auth/profile', tokens.access_token)).json()).toMatchObject({
      totp_enabled: true,
      must_enrol_totp: false,
    });
    // The secret is stored sealed, never in clear, and no call answers it again.
    const rows = await t.database.db.select().from(totpFactors);
    expect(rows.some((r) => r.secret?.includes(setup.secret))).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(setup.secret);
    // A confirm with nothing pending.
    expect((await post('/api/auth/totp/confirm', { code }, bearer(tokens.access_token))).json().code).toBe(
      'AUTH_TOTP_NOT_STARTED',
    );
  });

  it('ends the other sessions of the account: a refresh token from before cannot skip the second step', async () => {
    const email = await account();
    const before = (await login(email)).json<Tokens>();
    const current = (await login(email)).json<Tokens>();
    await enrol(current.access_token);
    expect((await post('/api/auth/refresh', {}, bearer(before.refresh_token))).statusCode).toBe(401);
    expect((await get('/api/auth/profile', before.access_token)).statusCode).toBe(401);
    // The session that proved the first code stays, and refreshes.
    expect((await post('/api/auth/refresh', {}, bearer(current.refresh_token))).statusCode).toBe(200);
  });
});

describe('login in two steps', () => {
  it('answers a challenge, not tokens; the code finishes it; the session then refreshes', async () => {
    const { email, secret, step } = await enrolledUser();
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const challenge = first.json<MfaChallenge>();
    expect(Object.keys(challenge).sort()).toEqual(['methods', 'mfa_required', 'mfa_token']);
    expect(challenge.methods).toEqual(['totp']);
    expect(challenge.mfa_required).toBe(true);
    expect(first.headers['set-cookie']).toBeUndefined();
    // The challenge is no bearer.
    expect((await get('/api/auth/profile', challenge.mfa_token)).statusCode).toBe(401);
    clock.advance(30_000);
    const done = await second(challenge.mfa_token, codeAt(secret, step + 1));
    expect(done.statusCode, done.body).toBe(200);
    const tokens = done.json<Tokens>();
    expect(tokens.profile).toMatchObject({ totp_enabled: true });
    expect(String(done.headers['set-cookie'])).toMatch(/^bayan_device=/);
    expect((await post('/api/auth/refresh', {}, bearer(tokens.refresh_token))).statusCode).toBe(200);
  });

  it('refuses a code used once, within its window (replay), and an older one', async () => {
    const { email, secret, step } = await enrolledUser();
    // The enrolment used `step`: the same code cannot open a login.
    const replay = await second((await login(email)).json<MfaChallenge>().mfa_token, codeAt(secret, step));
    expect(replay.json()).toMatchObject({ code: 'AUTH_TOTP_INVALID' });
    clock.advance(30_000);
    const code = codeAt(secret, step + 1);
    expect((await second((await login(email)).json<MfaChallenge>().mfa_token, code)).statusCode).toBe(200);
    expect((await second((await login(email)).json<MfaChallenge>().mfa_token, code)).statusCode).toBe(400);
    // Two requests with one fresh code at once: one wins.
    const next = codeAt(secret, step + 2);
    const tokens = await Promise.all([login(email), login(email)]);
    const answers = await Promise.all(tokens.map((r) => second(r.json<MfaChallenge>().mfa_token, next)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a tampered or expired challenge, and one of another account with its code', async () => {
    const { email, secret, step } = await enrolledUser();
    const other = await enrolledUser();
    const { mfa_token } = (await login(email)).json<MfaChallenge>();
    const [payload, signature] = mfa_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), u: 1 }),
    ).toString('base64url');
    expect((await second(`${forged}.${signature}`, codeAt(secret, step + 1))).json().code).toBe(
      'AUTH_MFA_TOKEN_INVALID',
    );
    expect((await second(mfa_token, codeAt(other.secret, other.step + 1))).json().code).toBe('AUTH_TOTP_INVALID');
    clock.advance(5 * 60_000 + 1);
    const late = await post(
      '/api/auth/login/totp',
      { mfa_token, code: codeAt(secret, stepAt(clock.now())) },
      { 'accept-language': 'en' },
    );
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      code: 'AUTH_MFA_TOKEN_INVALID',
      message: 'The verification step has expired; please log in again.',
    });
  });

  it('locks the account like wrong passwords do, and a right password again buys no more guesses', async () => {
    const { email, secret } = await enrolledUser();
    clock.advance(90_000);
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await second((await login(email, ip)).json<MfaChallenge>().mfa_token, '000000', ip);
      expect(res.json().code).toBe('AUTH_TOTP_INVALID');
    }
    const { mfa_token } = (await login(email, ip)).json<MfaChallenge>();
    expect((await second(mfa_token, '111111', ip)).statusCode).toBe(400);
    expect((await second(mfa_token, '222222', ip)).statusCode).toBe(400);
    // Five wrong codes: the right one waits its 60 s, and so does the password.
    const right = codeAt(secret, stepAt(clock.now()));
    const locked = await second(mfa_token, right, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('AUTH_LOCKED');
    expect((await login(email, ip)).statusCode).toBe(429);
    clock.advance(60_000);
    const { mfa_token: again } = (await login(email, ip)).json<MfaChallenge>();
    expect((await second(again, codeAt(secret, stepAt(clock.now())), ip)).statusCode).toBe(200);
  });
});

describe('recovery codes', () => {
  it('open a login once each, and new ones replace the old', async () => {
    const { email, secret, step, recovery, tokens } = await enrolledUser();
    const [first, secondCode] = recovery;
    const typed = first!.toLowerCase().replace('-', ' ');
    const ok = await second((await login(email)).json<MfaChallenge>().mfa_token, typed);
    expect(ok.statusCode, ok.body).toBe(200);
    const reused = await second((await login(email)).json<MfaChallenge>().mfa_token, first!);
    expect(reused.json().code).toBe('AUTH_TOTP_INVALID');
    const fresh = ok.json<Tokens>();
    expect((await get('/api/auth/totp', fresh.access_token)).json<TotpStatus>().recovery_codes_left).toBe(9);
    // New codes need a code of the app; the old ones stop working.
    clock.advance(30_000);
    const regenerated = await post(
      '/api/auth/totp/recovery-codes',
      { code: codeAt(secret, step + 1) },
      bearer(fresh.access_token),
    );
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json<RecoveryCodes>().recovery_codes).toHaveLength(10);
    expect((await second((await login(email)).json<MfaChallenge>().mfa_token, secondCode!)).statusCode).toBe(400);
    void tokens;
  });
});

describe('turning it off', () => {
  it('takes a code, for a role that may go without; the next login is one step again', async () => {
    const { email, secret, step, tokens } = await enrolledUser();
    clock.advance(30_000);
    const session = (
      await second((await login(email)).json<MfaChallenge>().mfa_token, codeAt(secret, step + 1))
    ).json<Tokens>();
    void tokens;
    expect((await post('/api/auth/totp/disable', { code: '123456' }, bearer(session.access_token))).statusCode).toBe(
      400,
    );
    clock.advance(30_000);
    const off = await post(
      '/api/auth/totp/disable',
      { code: codeAt(secret, step + 2) },
      { ...bearer(session.access_token), 'accept-language': 'en' },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: 'Two-step verification is off.' });
    expect((await login(email)).json()).toHaveProperty('access_token');
  });
});

describe('who must have it', () => {
  it('an ADMIN without it may only enrol: every other call answers a localised 403', async () => {
    const email = await account({ role: 'ADMIN' });
    const res = await login(email);
    const tokens = res.json<Tokens>();
    expect(tokens.profile).toMatchObject({ role: 'ADMIN', totp_enabled: false, must_enrol_totp: true });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...bearer(tokens.access_token), 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'AUTH_TOTP_ENROLMENT_REQUIRED',
      message: 'Your account must set up two-step verification (an authenticator app) before going on.',
    });
    const ar = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(tokens.access_token) });
    expect(ar.json().message).toBe('يجب تفعيل التحقق بخطوتين (تطبيق المصادقة) لحسابك قبل المتابعة.');
    expect((await get('/api/auth/profile', tokens.access_token)).statusCode).toBe(200);
    expect((await get('/api/auth/totp', tokens.access_token)).json<TotpStatus>()).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });
    // A refresh keeps the gate: it is the account's state, not the token's.
    const refreshed = (await post('/api/auth/refresh', {}, bearer(tokens.refresh_token))).json<Tokens>();
    expect(refreshed.profile.must_enrol_totp).toBe(true);
    expect((await get('/api/users', refreshed.access_token)).statusCode).toBe(403);
    const { secret, step } = await enrol(refreshed.access_token);
    expect((await get('/api/users', refreshed.access_token)).statusCode).toBe(200);
    // And it cannot be turned off, only replaced.
    clock.advance(30_000);
    const off = await post(
      '/api/auth/totp/disable',
      { code: codeAt(secret, step + 1) },
      bearer(refreshed.access_token),
    );
    expect(off.json().code).toBe('AUTH_TOTP_REQUIRED');
  });

  it('STAFF and DOCTOR only while the setting says so; a USER never', async () => {
    const staff = await account({ role: 'STAFF' });
    const doctor = await account({ role: 'DOCTOR' });
    const user = await account({ role: 'USER' });
    for (const email of [staff, doctor, user]) {
      expect((await login(email)).json<Tokens>().profile.must_enrol_totp).toBe(false);
    }
    const admin = await t.bearer('admin@bayan.local');
    const list = await t.app.inject({ method: 'GET', url: '/api/settings?group=accounts', headers: admin });
    const setting = list
      .json<{ data: { key: string; pubkey: string }[] }>()
      .data.find((s) => s.key === 'mfa_required_for_staff_doctors')!;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${setting.pubkey}`,
      headers: admin,
      payload: { value: true },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    for (const email of [staff, doctor]) {
      const tokens = (await login(email)).json<Tokens>();
      expect(tokens.profile.must_enrol_totp).toBe(true);
      expect((await get('/api/users/someone/file', tokens.access_token)).json().code).toBe(
        'AUTH_TOTP_ENROLMENT_REQUIRED',
      );
    }
    expect((await login(user)).json<Tokens>().profile.must_enrol_totp).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${setting.pubkey}`,
      headers: admin,
      payload: { value: false },
    });
  });

  it('the test kit went through the same steps for the demo ADMIN', async () => {
    await t.bearer('admin@bayan.local');
    const kept = enrolledAuthenticator(t.database, 'admin@bayan.local');
    expect(kept?.recoveryCodes.length).toBeGreaterThan(0);
    const code = nextCode(kept!, clock.now());
    const challenge = (
      await post('/api/auth/login', { login: 'admin@bayan.local', password: 'Bayan-Demo-2026' })
    ).json<MfaChallenge>();
    expect(challenge.mfa_required).toBe(true);
    expect((await second(challenge.mfa_token, code!)).statusCode).toBe(200);
  });
});

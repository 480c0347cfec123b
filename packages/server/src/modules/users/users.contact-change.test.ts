import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { bearer, lastMessage, messageCount } from '../../test/auth-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bearerOf,
  eventsOf,
  FIXTURE_PASSWORD,
  findUserRow,
  insertUser,
  login,
  multipart,
  saudiMobile,
} from '../../test/users-fixtures.js';
import { UNDO_CONTACT_TTL_MS } from './users.contact-change.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const e164 = (local: string) => `+966${local.slice(1)}`;

/** A verified account with a phone, logged in: its access and refresh tokens. */
async function account() {
  const user = await insertUser(t, { isEmailVerified: true, isPhoneVerified: true, phone: e164(saudiMobile()) });
  const res = await login(t, user.email!);
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json<{ access_token: string; refresh_token: string }>();
  return { user, auth: bearer(tokens.access_token), refreshToken: tokens.refresh_token };
}

const editMe = (headers: object, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v1/api/users/me', headers: { ...headers, ...EN }, payload });
const undo = (token: string) =>
  t.app.inject({ method: 'POST', url: `/v1/api/users/undo-change/${token}`, headers: EN });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });

async function undoToken(recipient: string): Promise<string> {
  const token = /\/undo-change\?token=([\w-]+)/.exec((await lastMessage(t.app, recipient)).body)?.[1];
  if (!token) throw new Error(`no undo link in the last message to ${recipient}`);
  return token;
}

describe('PATCH /api/users/me: a new email or phone needs the current password', () => {
  for (const field of ['email', 'phone'] as const) {
    it(`refuses a ${field} change without or with a wrong password, on the field`, async () => {
      const { user, auth } = await account();
      const value = field === 'email' ? `new-${user.email}` : saudiMobile();

      const missing = await editMe(auth, { [field]: value });
      expect(missing.statusCode, missing.body).toBe(403);
      expect(missing.json()).toEqual({
        code: 'USERS_REAUTH_REQUIRED',
        message: 'Enter your current password to change your email, mobile number or ID number.',
        details: [
          {
            path: 'body.currentPassword',
            code: 'required',
            message: 'Enter your current password to change your email, mobile number or ID number.',
          },
        ],
      });

      const wrong = await editMe(auth, { [field]: value, currentPassword: 'not-the-password-at-all' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'AUTH_WRONG_PASSWORD',
        details: [{ path: 'body.currentPassword', code: 'wrong', message: 'The current password is not correct.' }],
      });
      expect(await findUserRow(t, user.pubkey)).toMatchObject({ email: user.email, phone: user.phone });
    });

    it(`changes the ${field} with the right password`, async () => {
      const { user, auth } = await account();
      const value = field === 'email' ? `new-${user.email}` : saudiMobile();
      const res = await editMe(auth, { [field]: value, currentPassword: FIXTURE_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const expected = field === 'email' ? { email: value, is_email_confirmed: false } : { phone: e164(value) };
      expect(res.json<Profile>()).toMatchObject(expected);
    });
  }

  it('still edits the other fields, or an unchanged email and phone, without it', async () => {
    const { user, auth } = await account();
    const res = await editMe(auth, { firstName: 'Salma', email: user.email!.toUpperCase(), phone: user.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({ firstName: 'Salma', is_email_confirmed: true });
    expect(await messageCount(t.app, user.email!)).toBe(0);
  });

  it('locks password guesses like change-password does', async () => {
    const { user, auth } = await account();
    for (let i = 0; i < 5; i += 1) {
      const res = await editMe(auth, { email: `x${i}-${user.email}`, currentPassword: `wrong-guess-${i}` });
      expect(res.json().code).toBe('AUTH_WRONG_PASSWORD');
    }
    const locked = await editMe(auth, { email: `y-${user.email}`, currentPassword: FIXTURE_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('AUTH_LOCKED');
    clock.advance(16 * 60_000);
  });
});

describe('the notice to the old address and its undo link', () => {
  it('emails the old address and texts the old phone one undo link', async () => {
    const { user, auth } = await account();
    const newEmail = `moved-${user.email}`;
    const newPhone = saudiMobile();
    const res = await editMe(auth, { email: newEmail, phone: newPhone, currentPassword: FIXTURE_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);

    const email = await lastMessage(t.app, user.email!);
    expect(email).toMatchObject({ channel: 'email' });
    expect(email.body).toContain('email address and mobile number');
    const sms = await lastMessage(t.app, user.phone!);
    expect(sms).toMatchObject({ channel: 'sms' });
    const token = await undoToken(user.email!);
    expect(await undoToken(user.phone!)).toBe(token);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await messageCount(t.app, newEmail)).toBe(0);
  });

  it('puts the old contacts back once, ends every session and voids the intruder’s links', async () => {
    const { user, auth, refreshToken } = await account();
    const intruderEmail = `intruder-${user.email}`;
    expect((await editMe(auth, { email: intruderEmail, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    const token = await undoToken(user.email!);
    // A second change (to the intruder's second address) leaves the owner's link alive, and the
    // intruder asks for a reset link at the address they set.
    const second = `second-${user.email}`;
    expect((await editMe(auth, { email: second, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    const intruderUndo = await undoToken(intruderEmail);
    const forget = await t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { login: second } });
    expect(forget.statusCode).toBe(202);
    const resetToken = /[?&]token=([\w-]+)/.exec((await lastMessage(t.app, second)).body)![1]!;

    const res = await undo(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Reset your password');
    expect(await findUserRow(t, user.pubkey)).toMatchObject({
      email: user.email,
      phone: user.phone,
      isEmailVerified: true,
      isPhoneVerified: true,
      pendingEmail: null,
    });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: auth })).statusCode).toBe(401);
    const events = await eventsOf(t, user.pubkey);
    expect(events.at(-1)).toMatchObject({
      action: 'user.undo_contact_change',
      actorId: user.id,
      before: { email: second },
      after: { email: user.email },
    });

    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'AUTH_TOKEN_INVALID', message: expect.stringMatching(/already used/) });
    expect((await undo(intruderUndo)).json().code).toBe('AUTH_TOKEN_INVALID');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${resetToken}`,
      payload: { password: 'amber-harbour-violin-7' },
    });
    expect(reset.json().code).toBe('AUTH_TOKEN_INVALID');
  });

  it('refuses an expired link and an unknown one', async () => {
    const { user, auth } = await account();
    expect((await editMe(auth, { phone: saudiMobile(), currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(200);
    const token = await undoToken(user.phone!);
    clock.advance(UNDO_CONTACT_TTL_MS + 1);
    expect((await undo(token)).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await undo('x'.repeat(43))).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await findUserRow(t, user.pubkey))?.phone).not.toBe(user.phone);
  });
});

describe('PATCH /api/users/:pubkey on oneself', () => {
  it('refuses an admin’s own email, phone or password; other fields pass', async () => {
    const admin = await insertUser(t, { role: 'ADMIN', isEmailVerified: true });
    // Through the kit: an ADMIN links its authenticator before the API answers it (mfa-kit.ts).
    const auth = await bearerOf(t, admin.email!);
    const patch = async (fields: Record<string, string>) => {
      const body = await multipart(fields);
      const headers = { ...auth, ...body.headers, ...EN };
      return t.app.inject({ method: 'PATCH', url: `/v1/api/users/${admin.pubkey}`, payload: body.payload, headers });
    };
    const attempts: Record<string, string>[] = [
      { email: `own-${admin.email}` },
      { phone: saudiMobile() },
      { password: 'brand-new-pass-42' },
    ];
    for (const fields of attempts) {
      const res = await patch(fields);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('USERS_SELF_CONTACT');
    }
    expect((await patch({ firstName: 'Self', email: admin.email! })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Tokens } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { phoneCodes } from '../verification/verification.table.js';
import { bearer, e164, lastCode, messageCount, newPerson, register } from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const sendOtp = (access: string) =>
  t.app.inject({ method: 'GET', url: '/v1/api/auth/send-phone-otp', headers: bearer(access) });
const verify = (access: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/otp-verify', headers: bearer(access), payload: { code } });
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
async function login(person: { email: string; password: string }): Promise<Tokens> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: person });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tokens>();
}
const otherThan = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

/** A fresh account past its sign-up code's resend gap, so it may ask for a code now. */
async function account(): Promise<{ tokens: Tokens; phone: string }> {
  const person = newPerson();
  const tokens = await register(t.app, person);
  clock.advance(61_000);
  return { tokens, phone: e164(person.phone) };
}

describe('GET /api/auth/send-phone-otp and POST /api/auth/otp-verify', () => {
  it('texts a code, confirms the phone with it and answers tokens; the code works once', async () => {
    const { tokens, phone } = await account();
    const sent = await sendOtp(tokens.access_token);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode(t.app, phone);
    expect(sent.body).not.toContain(code);

    const res = await verify(tokens.access_token, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ phone, is_phone_confirmed: true });
    expect(res.json().access_token).toBeTruthy();
    const audited = await t.database.db.select().from(events).where(eq(events.action, 'auth.confirm_phone'));
    expect(audited.some((e) => e.after && (e.after as { phone: string }).phone === phone)).toBe(true);

    // The new tokens replace the caller's session: its access and refresh tokens stop working.
    const renewed = res.json<Tokens>();
    expect((await sendOtp(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    expect((await verify(renewed.access_token, code)).json().code).toBe('AUTH_OTP_INVALID');
    expect((await sendOtp(renewed.access_token)).json().code).toBe('AUTH_ALREADY_CONFIRMED');
  });

  it('register-otp-verify ends the sign-up session it is called with, and only that one', async () => {
    const person = newPerson();
    const signUp = await register(t.app, person);
    const elsewhere = await login(person);
    const code = await lastCode(t.app, e164(person.phone));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-otp-verify',
      headers: bearer(signUp.access_token),
      payload: { phone: person.phone, code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refresh(signUp.refresh_token)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(200);
    expect((await refresh(res.json<Tokens>().refresh_token)).statusCode).toBe(200);
  });

  it('waits 60 s between codes and sends at most 5 an hour per phone', async () => {
    const { tokens, phone } = await account();
    expect((await sendOtp(tokens.access_token)).statusCode).toBe(200);
    const soon = await sendOtp(tokens.access_token);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('AUTH_OTP_TOO_SOON');
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      expect((await sendOtp(tokens.access_token)).statusCode).toBe(200);
    }
    clock.advance(60_000);
    const limited = await sendOtp(tokens.access_token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await messageCount(t.app, phone)).toBe(5);
  });

  it('refuses a code after 5 minutes', async () => {
    const late = await account();
    await sendOtp(late.tokens.access_token);
    const lateCode = await lastCode(t.app, late.phone);
    const onTime = await account();
    await sendOtp(onTime.tokens.access_token);
    const onTimeCode = await lastCode(t.app, onTime.phone);
    clock.advance(5 * 60_000 - 1000);
    expect((await verify(onTime.tokens.access_token, onTimeCode)).statusCode).toBe(200);
    clock.advance(62_000);
    expect((await verify(late.tokens.access_token, lateCode)).json().code).toBe('AUTH_OTP_INVALID');
  });

  it('evaluates at most 5 of 50 concurrent wrong guesses; the right code then fails too', async () => {
    const { tokens, phone } = await account();
    await sendOtp(tokens.access_token);
    const code = await lastCode(t.app, phone);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify(tokens.access_token, otherThan(code, i + 1))),
    );
    expect(guesses.every((g) => g.statusCode === 400 && g.json().code === 'AUTH_OTP_INVALID')).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, 'phone')));
    expect(row?.attempts).toBe(5);
    expect((await verify(tokens.access_token, code)).json().code).toBe('AUTH_OTP_INVALID');
  });

  it('accepts the sign-up code from the logged-in account (after a skip), never from another account', async () => {
    const other = await register(t.app, newPerson());
    const person = newPerson();
    const own = await register(t.app, person);
    const code = await lastCode(t.app, e164(person.phone));
    expect((await verify(other.access_token, code)).json().code).toBe('AUTH_OTP_INVALID');
    const res = await verify(own.access_token, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ is_phone_confirmed: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-otp-verify',
      payload: { phone: person.phone, code },
    });
    expect(again.json().code).toBe('AUTH_OTP_INVALID');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/send-phone-otp' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/phone-code', () => {
  const status = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/phone-code', headers: bearer(access) });

  it('says whether a code is waiting: after sign-up, not once it expired, again after send-phone-otp', async () => {
    const person = newPerson();
    const tokens = await register(t.app, person);
    expect((await status(tokens.access_token)).json()).toEqual({ pending: true });
    clock.advance(5 * 60_000 + 1000);
    expect((await status(tokens.access_token)).json()).toEqual({ pending: false });
    expect((await sendOtp(tokens.access_token)).statusCode).toBe(200);
    expect((await status(tokens.access_token)).json()).toEqual({ pending: true });
    const code = await lastCode(t.app, e164(person.phone));
    expect((await verify(tokens.access_token, code)).statusCode).toBe(200);
  });

  it('forgets a code sent to a number the account has since changed; one for the new number is waiting', async () => {
    const person = newPerson();
    const tokens = await register(t.app, person);
    const oldCode = await lastCode(t.app, e164(person.phone));
    const newPhone = newPerson().phone;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(tokens.access_token),
      payload: { phone: newPhone, currentPassword: person.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await status(tokens.access_token)).json()).toEqual({ pending: false });
    expect((await verify(tokens.access_token, oldCode)).json().code).toBe('AUTH_OTP_INVALID');
    expect((await sendOtp(tokens.access_token)).statusCode).toBe(200);
    expect((await status(tokens.access_token)).json()).toEqual({ pending: true });
    const res = await verify(tokens.access_token, await lastCode(t.app, e164(newPhone)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ phone: e164(newPhone), is_phone_confirmed: true });
  });

  it('counts a code whose five tries are spent as not waiting, and needs a session', async () => {
    const { tokens, phone } = await account();
    await sendOtp(tokens.access_token);
    const code = await lastCode(t.app, phone);
    for (let i = 1; i <= 5; i += 1) await verify(tokens.access_token, otherThan(code, i));
    expect((await status(tokens.access_token)).json()).toEqual({ pending: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/phone-code' })).statusCode).toBe(401);
  });
});

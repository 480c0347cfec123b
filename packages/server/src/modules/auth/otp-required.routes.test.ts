import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, e164, lastCode, newPerson, register } from '../../test/auth-kit.js';
import { setSetting } from '../../test/settings-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, access: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(access), 'accept-language': lang } });
const verify = (access: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp-verify', headers: bearer(access), payload: { code } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.9.0.1' });
const publicSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json<{ otpRequiredAtSignup: boolean }>();

describe('otp_required_at_signup setting', () => {
  it('is off by default: a new account may skip the code and use the dashboard', async () => {
    expect((await publicSettings()).otpRequiredAtSignup).toBe(false);
    const tokens = await register(t.app, newPerson());
    expect(tokens.profile).toMatchObject({ is_phone_confirmed: false, must_verify_phone: false });
    expect((await get('/api/notifications/unread-count', tokens.access_token)).statusCode).toBe(200);
  });

  it('when on, a new account reaches only the OTP calls until its phone is confirmed', async () => {
    await setSetting(t, 'otp_required_at_signup', true);
    try {
      expect((await publicSettings()).otpRequiredAtSignup).toBe(true);
      for (const url of ['/api/auth/register', '/api/auth/patient-register']) {
        const person = newPerson();
        const tokens = await register(t.app, person, url);
        expect(tokens.profile).toMatchObject({ is_phone_confirmed: false, must_verify_phone: true });

        const blocked = await get('/api/notifications/unread-count', tokens.access_token);
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json()).toEqual({
          code: 'AUTH_PHONE_VERIFICATION_REQUIRED',
          message: 'Confirm your mobile number with the code sent to it before going on.',
        });
        const arabic = await get('/api/notifications', tokens.access_token, 'ar');
        expect(arabic.json().message).toBe('أكّد رقم جوالك بالرمز المرسل إليه قبل المتابعة.');
        // A second login does not get around it.
        const again = (await login(person.email, person.password)).json<Tokens>();
        expect(again.profile.must_verify_phone).toBe(true);
        expect((await get('/api/notifications', again.access_token)).statusCode).toBe(403);

        // What the phone-verification page needs still answers.
        const profile = await get('/api/auth/profile', tokens.access_token);
        expect(profile.statusCode).toBe(200);
        expect(profile.json().must_verify_phone).toBe(true);
        expect((await get('/api/auth/phone-code', tokens.access_token)).json()).toEqual({ pending: true });

        const verified = await verify(tokens.access_token, await lastCode(t.app, e164(person.phone)));
        expect(verified.statusCode, verified.body).toBe(200);
        const fresh = verified.json<Tokens>();
        expect(fresh.profile).toMatchObject({ is_phone_confirmed: true, must_verify_phone: false });
        expect((await get('/api/notifications/unread-count', fresh.access_token)).statusCode).toBe(200);
        expect((await get('/api/notifications', again.access_token)).statusCode).toBe(200);
      }
      // Accounts that were not signed up under the rule keep working.
      const admin = await t.bearer('admin@bayan.local');
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin })).statusCode).toBe(200);
    } finally {
      await setSetting(t, 'otp_required_at_signup', false);
    }
  });

  it('binds the account signed up under it even after the setting is switched off', async () => {
    await setSetting(t, 'otp_required_at_signup', true);
    const tokens = await register(t.app, newPerson());
    await setSetting(t, 'otp_required_at_signup', false);
    expect((await get('/api/notifications', tokens.access_token)).json().code).toBe('AUTH_PHONE_VERIFICATION_REQUIRED');
    const later = await register(t.app, newPerson());
    expect((await get('/api/notifications', later.access_token)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, newPerson } from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUPS_PER_IP: '5' }, { clock });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const signUp = (person: object, ip = freshIp(), url = '/api/auth/register') =>
  t.app.inject({ method: 'POST', url, payload: person, remoteAddress: ip });
const forget = (email: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email }, remoteAddress: ip });
const outcome = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode < 300 ? res.statusCode : `${res.statusCode} ${res.json().code}`;
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('sign-up limits', () => {
  it('allows 5 sign-ups an hour from one address (both kinds), then 429 with Retry-After', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) {
      const url = i % 2 ? '/api/auth/patient-register' : '/api/auth/register';
      expect(outcome(await signUp(newPerson(), ip, url))).toBe(201);
    }
    const refused = await signUp(newPerson(), ip);
    expect(outcome(refused)).toBe('429 RATE_LIMITED');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(retryAfter(refused)).toBe(3600);
    expect(outcome(await signUp(newPerson(), '192.0.2.51'))).toBe(201);
    clock.advance(30 * 60_000);
    expect(retryAfter(await signUp(newPerson(), ip))).toBe(1800);
    clock.advance(30 * 60_000);
    expect(outcome(await signUp(newPerson(), ip))).toBe(201);
  });

  it('allows 3 sign-ups an hour per email and per phone, whoever asks and whether or not it is taken', async () => {
    for (const field of ['email', 'phone'] as const) {
      const target = newPerson()[field];
      for (let i = 0; i < 3; i += 1) expect(outcome(await signUp(newPerson({ [field]: target })))).toBe(201);
      const refused = await signUp(newPerson({ [field]: target }));
      expect(outcome(refused), field).toBe('429 RATE_LIMITED');
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
    // The seeded administrator's address answers exactly like a fresh one.
    const taken = 'super@test.local';
    for (let i = 0; i < 3; i += 1) expect(outcome(await signUp(newPerson({ email: taken })))).toBe(201);
    expect(outcome(await signUp(newPerson({ email: taken })))).toBe('429 RATE_LIMITED');
  });

  it('does not count a refused form', async () => {
    const ip = '192.0.2.60';
    for (let i = 0; i < 6; i += 1) expect((await signUp(newPerson({ password: 'short' }), ip)).statusCode).toBe(400);
    expect(outcome(await signUp(newPerson(), ip))).toBe(201);
  });
});

describe('message limits per address', () => {
  it('allows 20 forget-password, send-phone-otp and send-confirmation-email calls an hour from one address', async () => {
    const ip = '192.0.2.70';
    const res = await signUp(newPerson(), '192.0.2.71');
    const { access_token } = res.json<Tokens>();
    clock.advance(61_000);
    const own = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/${path}`, headers: bearer(access_token), remoteAddress: ip });
    expect(outcome(await own('send-phone-otp'))).toBe(200);
    expect(outcome(await own('send-confirmation-email'))).toBe(200);
    for (let i = 0; i < 18; i += 1) expect(outcome(await forget(`someone${i}@example.test`, ip))).toBe(202);
    for (const refused of [await forget('another@example.test', ip), await own('send-confirmation-email')]) {
      expect(outcome(refused)).toBe('429 RATE_LIMITED');
      expect(retryAfter(refused)).toBeGreaterThan(3500);
    }
    expect(outcome(await forget('another@example.test'))).toBe(202);
    clock.advance(3600_000);
  });
});

describe('Retry-After on every 429', () => {
  it('says when the next code may be asked for, and when forget-password opens again', async () => {
    const { access_token } = (await signUp(newPerson())).json<Tokens>();
    clock.advance(20_000);
    const tooSoon = await t.app.inject({
      method: 'GET',
      url: '/api/auth/send-phone-otp',
      headers: bearer(access_token),
    });
    expect(outcome(tooSoon)).toBe('429 AUTH_OTP_TOO_SOON');
    expect(retryAfter(tooSoon)).toBe(40);
    for (let i = 0; i < 3; i += 1) expect(outcome(await forget('forgetful@example.test'))).toBe(202);
    clock.advance(10 * 60_000);
    const refused = await forget('forgetful@example.test');
    expect(outcome(refused)).toBe('429 RATE_LIMITED');
    expect(retryAfter(refused)).toBe(50 * 60);
  });

  it('says when a login lock and the per-address login limit end', async () => {
    const person = newPerson();
    await signUp(person);
    const login = (password: string, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: person.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1) await login('wrong-password-1');
    const locked = await login(person.password);
    expect(outcome(locked)).toBe('429 AUTH_LOCKED');
    expect(retryAfter(locked)).toBe(60);
    clock.advance(60_000);
    const ip = '192.0.2.90';
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: `nobody${i}@example.test`, password: 'wrong-password-1' },
        remoteAddress: ip,
      });
    }
    clock.advance(5 * 60_000);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'nobody-else@example.test', password: 'wrong-password-1' },
      remoteAddress: ip,
    });
    expect(outcome(limited)).toBe('429 RATE_LIMITED');
    expect(retryAfter(limited)).toBe(10 * 60);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { users } from '../users/users.table.js';
import { bearer, e164, lastLinkToken, lastMessage, messageCount, newPerson, register } from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'amber-harbour-violin-7';
const forget = (payload: object, lang = 'ar') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/auth/forget-password',
    payload,
    headers: { 'accept-language': lang },
  });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/v1/api/auth/reset-password/${token}`, payload: { password } });
const login = (email: string, password: string, ip = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** A registered account, and the token of the reset link it was just sent. */
async function accountWithLink() {
  const person = newPerson();
  const tokens = await register(t.app, person);
  const res = await forget({ login: person.email });
  expect(res.statusCode, res.body).toBe(202);
  return { person, tokens, token: await lastLinkToken(t.app, person.email) };
}

describe('POST /api/auth/forget-password and /api/auth/reset-password/{token}', () => {
  it('emails a link that sets the new password once and ends every session', async () => {
    const { person, tokens, token } = await accountWithLink();
    expect((await lastMessage(t.app, person.email)).body).toContain(`/reset?token=${token}`);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBeTruthy();
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(tokens.refresh_token),
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(tokens.access_token) }))
        .statusCode,
    ).toBe(401);
    const audited = await t.database.db.select().from(events).where(eq(events.action, 'auth.password_reset'));
    expect(audited).toHaveLength(1);

    const reused = await reset(token, 'another-fresh-secret-9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('AUTH_TOKEN_INVALID');
  });

  it('texts the link to the phone number the request was made with, in its language', async () => {
    const person = newPerson();
    await register(t.app, person);
    const emailsBefore = await messageCount(t.app, person.email);
    for (const [payload, lang] of [
      [{ phone: person.phone }, 'en'],
      [{ login: e164(person.phone) }, 'ar'],
    ] as const) {
      expect((await forget(payload, lang)).statusCode).toBe(202);
      const sms = await lastMessage(t.app, e164(person.phone));
      expect(sms).toMatchObject({ channel: 'sms', recipient: e164(person.phone) });
      expect(sms.body).toMatch(lang === 'en' ? /^Bayan: to choose a new password/ : /^بيان: لاختيار كلمة مرور جديدة/);
      expect(sms.body).toMatch(/\/reset\?token=[\w-]+/);
    }
    expect(await messageCount(t.app, person.email)).toBe(emailsBefore);

    const token = await lastLinkToken(t.app, e164(person.phone));
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('emails the link to an email address, and an ID number to the email or else the phone', async () => {
    const person = newPerson();
    await register(t.app, person);
    const textsBefore = await messageCount(t.app, e164(person.phone));
    await forget({ login: person.email.toUpperCase() });
    expect(await lastMessage(t.app, person.email)).toMatchObject({ channel: 'email', recipient: person.email });
    const byEmail = await lastLinkToken(t.app, person.email);
    await forget({ idNumber: person.idNumber });
    const byIdNumber = await lastLinkToken(t.app, person.email);
    expect(byIdNumber).not.toBe(byEmail);
    expect(await messageCount(t.app, e164(person.phone))).toBe(textsBefore);

    await t.database.db.update(users).set({ email: null }).where(eq(users.email, person.email));
    await forget({ login: person.idNumber });
    expect(await lastMessage(t.app, e164(person.phone))).toMatchObject({ channel: 'sms' });
    const byText = await lastLinkToken(t.app, e164(person.phone));
    // One live link per account: the newest replaces the others, whichever channel it took.
    expect((await reset(byEmail)).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await reset(byIdNumber)).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await reset(byText)).statusCode).toBe(200);
  });

  it('sends nothing for an unknown phone, email or ID number, with the same answer as a known one', async () => {
    const person = newPerson();
    await register(t.app, person);
    const stranger = newPerson();
    const addresses = [stranger.email, e164(stranger.phone)];
    for (const field of ['phone', 'email', 'idNumber'] as const) {
      const known = await forget({ login: person[field] });
      const unknown = await forget({ login: stranger[field] });
      expect(known.statusCode).toBe(202);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    }
    for (const address of addresses) expect(await messageCount(t.app, address)).toBe(0);
  });

  it('refuses a link after 60 minutes', async () => {
    const { token } = await accountWithLink();
    clock.advance(60 * 60_000 + 1000);
    expect((await reset(token)).json().code).toBe('AUTH_TOKEN_INVALID');
  });

  it('refuses a weak or unchanged password and leaves the link usable', async () => {
    const { person, token } = await accountWithLink();
    const weak = await reset(token, `${person.firstName}-${person.lastName}`);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'AUTH_WEAK_PASSWORD', details: [{ code: 'personal' }] });
    expect((await reset(token, person.password)).json().code).toBe('AUTH_SAME_PASSWORD');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('clears mustChangePassword and lifts a login lock', async () => {
    const { person, token } = await accountWithLink();
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, person.email));
    for (let i = 0; i < 6; i += 1) await login(person.email, 'wrong-password-guess', `10.3.0.${i}`);
    expect((await login(person.email, person.password, '10.3.1.1')).json().code).toBe('AUTH_LOCKED');

    expect((await reset(token)).statusCode).toBe(200);
    const res = await login(person.email, NEW_PASSWORD, '10.3.1.2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.must_change_password).toBe(false);
  });

  it('answers 3 requests an hour per identity, known or not', async () => {
    const person = newPerson();
    await register(t.app, person);
    for (const identity of [person.email, 'nobody@example.test']) {
      for (let i = 0; i < 3; i += 1) expect((await forget({ email: identity })).statusCode).toBe(202);
      const limited = await forget({ email: identity.toUpperCase() });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    }
    expect(await messageCount(t.app, person.email)).toBe(1 + 3);
    clock.advance(3600_000);
    expect((await forget({ email: person.email })).statusCode).toBe(202);
  });
});

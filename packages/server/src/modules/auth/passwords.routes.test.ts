import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tokens } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { users } from '../users/users.table.js';
import { bearer, newPerson, register } from '../../test/auth-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'amber-harbour-violin-7';
const post = (url: string, access: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(access), 'accept-language': 'en' }, payload });
const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(access) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.4.0.1' });

/** An account that must change its password (as after an admin reset), logged in twice. */
async function mustChange() {
  const person = newPerson();
  const first = await register(t.app, person);
  await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, person.email));
  const second = (await login(person.email, person.password)).json<Tokens>();
  return { person, first, second };
}

describe('POST /api/auth/force-password', () => {
  it('is the only way on while the password must change; then every older session ends', async () => {
    const { person, first, second } = await mustChange();
    const blocked = await profile(second.access_token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('AUTH_PASSWORD_CHANGE_REQUIRED');
    expect(second.profile.must_change_password).toBe(true);

    const same = await post('/v1/api/auth/force-password', second.access_token, { password: person.password });
    expect(same.json().code).toBe('AUTH_SAME_PASSWORD');
    const weak = await post('/v1/api/auth/force-password', second.access_token, { password: 'qwertyuiop123456' });
    expect(weak.json()).toMatchObject({
      code: 'AUTH_WEAK_PASSWORD',
      details: [{ path: 'body.password', code: 'common', message: 'This password is common and easy to guess.' }],
    });

    const res = await post('/v1/api/auth/force-password', second.access_token, { password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<Tokens>();
    expect(fresh.profile.must_change_password).toBe(false);
    expect((await profile(fresh.access_token)).statusCode).toBe(200);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const audited = await t.database.db.select().from(events).where(eq(events.action, 'auth.password_change'));
    expect(audited.some((e) => (e.after as { forced: boolean }).forced)).toBe(true);

    const again = await post('/api/auth/force-password', fresh.access_token, { password: 'yet-another-lantern-8' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AUTH_PASSWORD_CHANGE_NOT_REQUIRED');
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const person = newPerson();
    const here = await register(t.app, person);
    const elsewhere = (await login(person.email, person.password)).json<Tokens>();

    const wrong = await post('/api/auth/change-password', here.access_token, {
      currentPassword: 'not-my-password',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('AUTH_WRONG_PASSWORD');
    const same = await post('/api/auth/change-password', here.access_token, {
      currentPassword: person.password,
      password: person.password,
    });
    expect(same.json().code).toBe('AUTH_SAME_PASSWORD');

    const res = await post('/api/auth/change-password', here.access_token, {
      currentPassword: person.password,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(here.access_token)).statusCode).toBe(200);
    expect((await profile(elsewhere.access_token)).statusCode).toBe(401);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('locks after 5 wrong current passwords', async () => {
    const person = newPerson();
    const { access_token } = await register(t.app, person);
    const change = (currentPassword: string) =>
      post('/api/auth/change-password', access_token, { currentPassword, password: NEW_PASSWORD });
    for (let i = 0; i < 5; i += 1) expect((await change(`wrong-${i}`)).json().code).toBe('AUTH_WRONG_PASSWORD');
    expect((await change(person.password)).json().code).toBe('AUTH_LOCKED');
  });

  it('is not open to an account that must change its password', async () => {
    const { person, second } = await mustChange();
    const res = await post('/api/auth/change-password', second.access_token, {
      currentPassword: person.password,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
  });
});

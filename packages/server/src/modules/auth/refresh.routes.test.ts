import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tokens } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { sessions } from '../sessions/sessions.table.js';
import { users } from '../users/users.table.js';
import { bearer, newPerson, register } from '../../test/auth-kit.js';
import { hashToken } from '../sessions/tokens.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/auth/refresh', headers: bearer(refreshToken) });
const profile = (access: string) => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(access) });
const DAY = 24 * 3600_000;

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens, and the old refresh token is spent', async () => {
    const first = await register(t.app, newPerson());
    const res = await refresh(first.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<Tokens>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.profile).toEqual(first.profile);
    expect((await profile(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);

    const stored = await t.database.db.select({ hash: sessions.refreshHash }).from(sessions);
    expect(stored.map((row) => row.hash)).toContain(hashToken(first.refresh_token));
    expect(stored.map((row) => row.hash)).not.toContain(first.refresh_token);
  });

  it('answers 409 to a second use within 10 s, and revokes the family on a later reuse', async () => {
    const first = await register(t.app, newPerson());
    const second = (await refresh(first.refresh_token)).json<Tokens>();
    const race = await refresh(first.refresh_token);
    expect(race.statusCode).toBe(409);
    expect(race.json().code).toBe('AUTH_REFRESH_CONFLICT');
    expect((await profile(second.access_token)).statusCode).toBe(200);

    clock.advance(11_000);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('AUTH_REFRESH_INVALID');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(events).where(eq(events.action, 'auth.refresh_reuse'))).toHaveLength(1);
  });

  it('lets at most one of 20 concurrent refreshes of one token win, and none fail with 5xx', async () => {
    const { refresh_token } = await register(t.app, newPerson());
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(refresh_token)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect((await refresh(winner.json<Tokens>().refresh_token)).statusCode).toBe(200);
    const rotated = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.refreshHash, hashToken(refresh_token)));
    expect(rotated[0]?.rotatedAt).not.toBeNull();
  });

  it('refuses a token idle for 7 days, and any token 30 days after the login', async () => {
    const idle = await register(t.app, newPerson());
    clock.advance(7 * DAY + 1000);
    expect((await refresh(idle.refresh_token)).statusCode).toBe(401);

    let current = await register(t.app, newPerson());
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      const res = await refresh(current.refresh_token);
      expect(res.statusCode, `day ${day}`).toBe(200);
      current = res.json<Tokens>();
    }
    clock.advance(6 * DAY);
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
  });

  it('refuses missing, unknown and access tokens', async () => {
    const { access_token } = await register(t.app, newPerson());
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh(access_token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the whole family: refresh and access tokens die', async () => {
    const first = await register(t.app, newPerson());
    const second = (await refresh(first.refresh_token)).json<Tokens>();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second.access_token) });
    expect(res.statusCode).toBe(204);
    expect((await profile(second.access_token)).statusCode).toBe(401);
    expect((await profile(first.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(events).where(eq(events.action, 'auth.logout'))).toHaveLength(1);
  });

  it('leaves the other logins of the account alive', async () => {
    const person = newPerson();
    const phone = await register(t.app, person);
    const laptop = (await t.bearer(person.email, person.password)).authorization;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone.access_token) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: laptop } })).statusCode,
    ).toBe(200);
  });
});

describe('a BLOCKED or DELETED account', () => {
  it.each(['BLOCKED', 'DELETED'] as const)('%s: cannot log in, and its tokens stop working', async (status) => {
    const person = newPerson();
    const tokens = await register(t.app, person);
    await t.database.db.update(users).set({ status }).where(eq(users.pubkey, tokens.profile.pubkey));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: person.password },
      remoteAddress: '10.1.0.1',
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('AUTH_INVALID_CREDENTIALS');
    expect((await profile(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});

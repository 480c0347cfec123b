import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { users } from '../users/users.table.js';
import { newPerson, register } from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each call from its own address unless one is given, so only the identity counter is at work. */
const login = (payload: object, ip = `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
const statusOf = async (payload: object, ip?: string) => {
  const res = await login(payload, ip);
  return res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`;
};

async function person() {
  const p = newPerson();
  await register(t.app, p);
  return { right: { login: p.email, password: p.password }, wrong: { login: p.email, password: 'wrong-password-1' } };
}

describe('login throttling per identity', () => {
  it('locks after 5 consecutive failures for 60 s, then 60 s more per further failure', async () => {
    const { right, wrong } = await person();
    for (let i = 0; i < 5; i += 1) expect(await statusOf(wrong)).toBe('401 AUTH_INVALID_CREDENTIALS');
    expect(await statusOf(right)).toBe('429 AUTH_LOCKED');
    clock.advance(59_000);
    expect(await statusOf(right)).toBe('429 AUTH_LOCKED');
    clock.advance(1000);
    expect(await statusOf(wrong)).toBe('401 AUTH_INVALID_CREDENTIALS');
    clock.advance(60_000);
    expect(await statusOf(right)).toBe('429 AUTH_LOCKED');
    clock.advance(60_000);
    expect(await statusOf(right)).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const { right, wrong } = await person();
    for (let i = 0; i < 4; i += 1) await login(wrong);
    expect(await statusOf(right)).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await statusOf(wrong)).toBe('401 AUTH_INVALID_CREDENTIALS');
    expect(await statusOf(right)).toBe(200);
  });

  it('caps the lock at 15 minutes', async () => {
    const { right, wrong } = await person();
    for (let round = 0; round < 20; round += 1) {
      await login(wrong);
      clock.advance(15 * 60_000);
    }
    await login(wrong);
    clock.advance(15 * 60_000 - 1000);
    expect(await statusOf(right)).toBe('429 AUTH_LOCKED');
    clock.advance(1000);
    expect(await statusOf(right)).toBe(200);
  });

  it('locks an unknown identity the same way, however it is spelled', async () => {
    const ghost = { password: 'wrong-password-1' };
    for (let i = 0; i < 5; i += 1) {
      expect(await statusOf({ ...ghost, login: i % 2 ? '0599887766' : '+966599887766' })).toBe(
        '401 AUTH_INVALID_CREDENTIALS',
      );
    }
    expect(await statusOf({ ...ghost, phone: '٠٥٩٩٨٨٧٧٦٦' })).toBe('429 AUTH_LOCKED');
    clock.advance(60_000);
  });

  it('lets exactly 5 of 20 concurrent guesses be checked', async () => {
    const { wrong } = await person();
    const answers = await Promise.all(Array.from({ length: 20 }, () => statusOf(wrong)));
    expect(answers.filter((a) => a === '401 AUTH_INVALID_CREDENTIALS')).toHaveLength(5);
    expect(answers.filter((a) => a === '429 AUTH_LOCKED')).toHaveLength(15);
    clock.advance(60_000);
  });

  it('audits failed logins without an actor, naming the account when there is one', async () => {
    const p = newPerson();
    await register(t.app, p);
    await login({ email: p.email, password: 'wrong-password-1' }, '10.8.0.1');
    await login({ email: 'ghost@example.test', password: 'wrong-password-1' }, '10.8.0.2');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, p.email));
    const failed = await t.database.db.select().from(events).where(eq(events.action, 'auth.login_failed'));
    expect(failed.find((e) => e.ip === '10.8.0.1')).toMatchObject({
      actorId: null,
      entity: 'user',
      entityId: String(account!.id),
    });
    expect(failed.find((e) => e.ip === '10.8.0.2')).toMatchObject({ actorId: null, entity: 'user', entityId: null });
  });
});

describe('login throttling per IP', () => {
  it('allows 10 failed logins per 15 minutes from one address; successes do not count', async () => {
    const { right, wrong } = await person();
    const ip = '192.0.2.7';
    for (let i = 0; i < 12; i += 1) expect(await statusOf(right, ip)).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect(await statusOf({ login: `nobody${i}@example.test`, password: 'x' }, ip)).toBe(
        '401 AUTH_INVALID_CREDENTIALS',
      );
    }
    expect(await statusOf(wrong, ip)).toBe('429 RATE_LIMITED');
    expect(await statusOf(right, ip)).toBe('429 RATE_LIMITED');
    expect(await statusOf(right, '192.0.2.8')).toBe(200);
    clock.advance(15 * 60_000);
    expect(await statusOf(right, ip)).toBe(200);
  });

  it('past the limit still lets in the correct password of an account without recent failures', async () => {
    const victims = [await person(), await person()];
    const ip = '192.0.2.9';
    for (let i = 0; i < 10; i += 1) await statusOf({ login: `spray${i}@example.test`, password: 'x' }, ip);
    expect(await statusOf(victims[0]!.right, ip)).toBe(200);
    // A wrong guess past the limit is refused and marks the account: a spray gets one guess each.
    expect(await statusOf(victims[1]!.wrong, ip)).toBe('429 RATE_LIMITED');
    expect(await statusOf(victims[1]!.right, ip)).toBe('429 RATE_LIMITED');
    expect(await statusOf(victims[1]!.right, '192.0.2.10')).toBe(200);
    clock.advance(15 * 60_000);
  });
});

describe('known devices', () => {
  const loginWith = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: '10.7.0.1',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0]!;

  it('a browser that logged in before is not locked out by failures elsewhere, and has its own lock', async () => {
    const { right, wrong } = await person();
    const first = await loginWith(right);
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(
      /^bayan_device=[\w.-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    const device = deviceCookieOf(first);
    // An attacker locks the account from other addresses.
    for (let i = 0; i < 6; i += 1) await login(wrong);
    expect(await statusOf(right)).toBe('429 AUTH_LOCKED');
    expect((await loginWith(right, device)).statusCode).toBe(200);
    // The device itself gets 5 failures before its own lock; its cookie does not open another account.
    for (let i = 0; i < 5; i += 1) expect((await loginWith(wrong, device)).statusCode).toBe(401);
    expect((await loginWith(right, device)).json().code).toBe('AUTH_LOCKED');
    const other = await person();
    expect((await loginWith(other.right, 'bayan_device=forged.signature')).statusCode).toBe(200);
    clock.advance(15 * 60_000);
  });
});

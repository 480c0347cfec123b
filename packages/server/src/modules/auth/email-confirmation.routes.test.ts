import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { bearer, lastLinkToken, messageCount, newPerson, register } from '../../test/auth-kit.js';

const clock = new FakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const confirm = (token: string) => t.app.inject({ method: 'GET', url: `/v1/api/auth/confirm-email?token=${token}` });
const sendLink = (access: string) =>
  t.app.inject({ method: 'GET', url: '/v1/api/auth/send-confirmation-email', headers: bearer(access) });
const profile = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(access) })).json();

describe('email confirmation', () => {
  it('confirms the address once with the emailed link', async () => {
    const person = newPerson();
    const { access_token } = await register(t.app, person);
    const token = await lastLinkToken(t.app, person.email);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBeTruthy();
    expect(await profile(access_token)).toMatchObject({ is_email_confirmed: true });
    const audited = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.action, 'auth.confirm_email'), eq(events.entity, 'user')));
    expect(audited.length).toBeGreaterThan(0);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await sendLink(access_token)).json().code).toBe('AUTH_ALREADY_CONFIRMED');
  });

  it('refuses a link older than 24 hours, and a new link replaces the old one', async () => {
    const person = newPerson();
    const { access_token } = await register(t.app, person);
    const first = await lastLinkToken(t.app, person.email);
    const sent = await sendLink(access_token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).not.toContain('token');
    const second = await lastLinkToken(t.app, person.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);

    clock.advance(24 * 3600_000 + 1000);
    expect((await confirm(second)).json().code).toBe('AUTH_TOKEN_INVALID');
    const { authorization } = await t.bearer(person.email, person.password);
    expect((await sendLink(authorization.slice('Bearer '.length))).statusCode).toBe(200);
    expect((await confirm(await lastLinkToken(t.app, person.email))).statusCode).toBe(200);
  });

  it('refuses unknown tokens and limits new links to five an hour', async () => {
    expect((await confirm('x'.repeat(43))).json().code).toBe('AUTH_TOKEN_INVALID');
    expect((await confirm('short')).statusCode).toBe(400);

    const person = newPerson();
    const { access_token } = await register(t.app, person);
    for (let i = 0; i < 5; i += 1) expect((await sendLink(access_token)).statusCode).toBe(200);
    const limited = await sendLink(access_token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await messageCount(t.app, person.email)).toBe(6);
  });

  it('needs a logged-in caller to send a link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/send-confirmation-email' })).statusCode).toBe(401);
  });
});

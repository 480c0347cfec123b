import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';

const lines: string[] = [];
const logs = () => lines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());
beforeEach(() => void (lines.length = 0));

// What a failed insert into the accounts would carry: an argon2id hash, an email, a phone number.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const EMAIL = 'secret.person@example.org';
const PHONE = '+966500000123';
const TOKEN = 'Qm9vbS10aGlzLWlzLWEtMjU2LWJpdC10b2tlbi0wMTIz'; // 43 characters, like randomToken()

describe('logs carry no secret', () => {
  it('logs a failed query (a unique violation) with no parameter value, neither drizzle params nor pg detail', async () => {
    const { db } = t.database;
    await db.execute(sql`create table log_probe (email text unique, hash text, phone text)`);
    await db.execute(sql`insert into log_probe values (${EMAIL}, ${HASH}, ${PHONE})`);
    const error = await db.execute(sql`insert into log_probe values (${EMAIL}, ${HASH}, ${PHONE})`).then(
      () => null,
      (e: unknown) => e,
    );
    // The error really carries them: this is what used to reach the logs.
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).toContain(HASH);
    t.app.log.error({ err: error }, 'unhandled error');
    // Fastify's own lines use the error's message as theirs.
    t.app.log.error({ err: error }, (error as Error).message);
    const logged = logs();
    for (const secret of [HASH, EMAIL, PHONE, 'Key (email)']) expect(logged).not.toContain(secret);
    expect(logged).toContain('Failed query: insert into log_probe');
    expect(logged).toContain('23505');
  });

  it('logs a request whose query fails on a closed database with no parameter value', async () => {
    const other = await createTestApp({}, { logStream: { write: (line) => void lines.push(line) } });
    await other.database.close();
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: 'Not-The-Password-2026' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ code: string }>().code).toBe('INTERNAL');
    const logged = logs();
    // The first query to fail is the login throttle's, keyed by the client's address.
    expect(logged).not.toMatch(/params: (?!\[redacted\])/);
    expect(logged).not.toContain('login:ip:');
    expect(logged).not.toContain(EMAIL);
    expect(logged).toContain('unhandled error');
    await other.app.close();
  });

  it('logs request URLs with their tokens redacted, and never the authorization header or cookies', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${TOKEN}`,
      payload: { password: 'A-New-Password-2026', confirmPassword: 'A-New-Password-2026' },
    });
    await t.app.inject({ method: 'GET', url: `/v1/api/auth/confirm-email?token=${TOKEN}&lang=en` });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` },
    });
    const logged = logs();
    expect(logged).toContain('"url":"/api/auth/reset-password/[redacted]"');
    expect(logged).toContain('"url":"/api/auth/confirm-email?token&lang"');
    expect(logged).toContain('"url":"/api/auth/profile"');
    expect(logged).not.toContain(TOKEN);
  });
});

// Personal data a query string or a path may carry: a national ID, a phone number, a patient's name.
const ID_NUMBER = '1012345672';
const MOBILE = '+966501234567';
const PATIENT = 'محمد العتيبي';

describe('logs carry no query parameter value', () => {
  it('logs the path and the names of the query parameters of real requests, never their values', async () => {
    const superadmin = await t.bearer(TEST_ADMIN.email);
    lines.length = 0;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: superadmin });
    const answers = await Promise.all([
      get(`/api/users?q=${ID_NUMBER}&page=1&limit=10`),
      get(`/api/outbox?recipient=${encodeURIComponent(MOBILE)}`),
      get(`/v1/api/patients?q=${encodeURIComponent(PATIENT)}&gender=MALE`),
      get(`/api/patients?q=${encodeURIComponent(MOBILE)}&q=${ID_NUMBER}`),
      // Not a route, a value with no name, a name that is the value itself, a malformed escape.
      get(`/api/no-such-route?phone=${encodeURIComponent(MOBILE)}`),
      get(`/api/users?${ID_NUMBER}&${encodeURIComponent(PATIENT)}=1&q=%E0%A4%A`),
      // Personal data where an id belongs.
      get(`/api/users/${ID_NUMBER}`),
      get(`/api/patients/${encodeURIComponent(PATIENT)}`),
      get(`/api/patients/${encodeURIComponent(MOBILE)}`),
      // A URL Fastify cannot decode, answered before any route.
      get(`/api/patients/%E0%A4%A?q=${ID_NUMBER}`),
    ]);
    // The searches really ran: the users', the outbox's and the patients'.
    expect(answers.slice(0, 3).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
    const logged = logs();
    const values = [ID_NUMBER, MOBILE, encodeURIComponent(MOBILE), '966501234567', '501234567', PATIENT];
    for (const value of [...values, encodeURIComponent(PATIENT), 'محمد', encodeURIComponent('محمد'), '%E0%A4%A']) {
      expect(logged).not.toContain(value);
    }
    expect(logged).toContain('"url":"/api/users?q&page&limit"');
    expect(logged).toContain('"url":"/api/outbox?recipient"');
    expect(logged).toContain('"url":"/api/patients?q&gender"');
    expect(logged).toContain('"url":"/api/patients?q&q"');
    expect(logged).toContain('"url":"/api/no-such-route?phone"');
    expect(logged).toContain('"url":"/api/users?[redacted]&[redacted]&q"');
    expect(logged).toContain('"url":"/api/users/[redacted]"');
    expect(logged).toContain('"url":"/api/patients/[redacted]"');
  });

  it('scrubs a URL out of a message Fastify writes itself', () => {
    t.app.log.warn(`Route GET:/api/users?q=${ID_NUMBER} not found`);
    t.app.log.warn({ err: new Error(`Reply was already sent in "/api/outbox?recipient=${MOBILE}" (GET)`) }, 'late');
    const logged = logs();
    expect(logged).not.toContain(ID_NUMBER);
    expect(logged).not.toContain(MOBILE);
    expect(logged).toContain('Route GET:/api/users?q not found');
    expect(logged).toContain('/api/outbox?recipient');
  });
});

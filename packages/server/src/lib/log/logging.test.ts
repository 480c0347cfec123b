import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
    expect(logged).toContain('"url":"/api/auth/confirm-email?token=[redacted]&lang=en"');
    expect(logged).toContain('"url":"/api/auth/profile"');
    expect(logged).not.toContain(TOKEN);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });

const create = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/names',
    headers,
    payload: { name: 'اختبار', transliteration: 'Test', meaningAr: 'اختبار', meaningEn: 'Test' },
  });

describe('POST /api/auth/login', () => {
  it('returns tokens and the profile for the first SUPERADMIN', async () => {
    const res = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(body.profile).toMatchObject({ role: 'SUPERADMIN', is_email_confirmed: true, email: TEST_ADMIN.email });
    expect(body.profile.name).toBeTruthy();
  });

  it('accepts the identifier as login, in any letter case', async () => {
    const res = await login({ login: 'ADMIN@bayan.local', password: DEMO_PASSWORD }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.role).toBe('ADMIN');
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await login({ email: 'admin@bayan.local', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@bayan.local', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'AUTH_INVALID_CREDENTIALS', message: 'بيانات الدخول غير صحيحة.' });
  });

  it('needs an identifier and a password', async () => {
    const res = await login({ password: 'x' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.login', code: 'custom', message: 'Enter an email, phone number or ID number.' },
    ]);
  });
});

describe('bearer tokens', () => {
  it('refuses tampered, foreign, unsigned and wrong-type tokens', async () => {
    // Through the kit: an ADMIN's session opens the API once the second factor is enrolled.
    const good = (await t.bearer('admin@bayan.local')).authorization.slice('Bearer '.length);
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'SUPERADMIN' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreignKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(foreignKey);
    const testKey = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789');
    const refreshTyped = await new SignJWT({ ...claims, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(testKey);
    const expired = await new SignJWT({ ...claims, iat: 1, exp: 2 }).setProtectedHeader({ alg: 'HS256' }).sign(testKey);

    for (const token of [
      `${header}.${elevated}.${signature}`,
      `${none}.${payload}.`,
      foreign,
      refreshTyped,
      expired,
      'garbage',
    ]) {
      const res = await create({ authorization: `Bearer ${token}` });
      expect(res.statusCode, token).toBe(401);
    }
    expect((await create({ authorization: `Bearer ${good}` })).statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let attempt = 0;
/** A login attempt of an unknown account, each from its own address: 401 once the body is read. */
const login = (contentType: string, payload: Buffer | string, lang = 'ar') => {
  attempt += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': contentType, 'accept-language': lang },
    payload,
    remoteAddress: `10.9.${attempt}.7`,
  });
};
const body = () => JSON.stringify({ email: `nobody${attempt}@example.test`, password: 'Wrong-Passphrase-42' });

describe('JSON bodies', () => {
  it.each([
    ['application/json; charset=latin1', Buffer.from(body(), 'latin1')],
    ['application/json; charset=ISO-8859-1', Buffer.from(body(), 'latin1')],
    ['application/json; charset=utf-16', Buffer.from(`\ufeff${body()}`, 'utf16le')],
    ['application/json; charset=UTF-16LE', Buffer.from(body(), 'utf16le')],
    ['application/json;charset="windows-1256"', Buffer.from(body(), 'latin1')],
  ])('refuse %s with a localised 415', async (type, payload) => {
    const ar = await login(type, payload);
    expect(ar.statusCode).toBe(415);
    expect(ar.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'نوع المحتوى غير مدعوم.' });
    const en = await login(type, payload, 'en');
    expect(en.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' });
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=UTF-8',
    'Application/JSON; Charset="Utf-8"',
    'application/json;charset=utf8',
  ])('are read in %s', async (type) => {
    const res = await login(type, body());
    expect(res.statusCode, res.body).toBe(401);
  });

  it('are still refused when broken or poisoned', async () => {
    expect((await login('application/json; charset=utf-8', '{"email":')).json().code).toBe('MALFORMED_BODY');
    const poisoned = await login('application/json', '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}');
    expect(poisoned.statusCode).toBe(400);
  });
});

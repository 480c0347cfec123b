import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(TEST_ADMIN.email);
});
afterAll(() => t.close());

const refused = (path: string, lang: 'ar' | 'en' = 'ar') => ({
  code: 'VALIDATION_FAILED',
  message: lang === 'ar' ? 'البيانات المرسلة غير صالحة.' : 'The submitted data is not valid.',
  details: [
    {
      path,
      code: 'unstorable_text',
      message:
        lang === 'ar'
          ? 'يحتوي النص على محارف غير مسموحة (محرف فارغ أو ترميز غير مكتمل).'
          : 'The text contains characters that are not allowed (a NUL character or a broken encoding).',
    },
  ],
});

describe('text the database cannot store', () => {
  it('is a localised 400 in a path parameter (it reached the database before: a 500)', async () => {
    // Ids and pubkeys in paths have strict formats now; the reset token is still free text.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${'a'.repeat(20)}%00b`,
      payload: { password: 'Unstorable-Lantern-Orbit-42' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('params.id'));
  });

  it('is refused in a multipart form field and in a JSON value', async () => {
    const boundary = 'b0undary';
    const fields = { firstName: 'A\u0000', lastName: 'B', email: 'nul.field@example.test' };
    const form = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: Buffer.from(`${form}--${boundary}--\r\n`),
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
    });
    expect(res.json()).toEqual(refused('body.firstName', 'en'));
    const json = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: '{"firstName":"Hu\\udc00da"}',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refused('body.firstName'));
  });

  it('is a localised 400 in a query string, without login (the probe: GET /api/names?q=a%00b was a 500)', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/names?q=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(refused('query.q'));
    const surrogate = await t.app.inject({
      method: 'GET',
      url: '/api/names?q=%ED%A0%80',
      headers: { 'accept-language': 'en' },
    });
    expect(surrogate.statusCode).toBeLessThan(500);
  });

  it('lets paired surrogates (emoji) and Arabic through', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/names?q=${encodeURIComponent('💥 الرحمن')}` });
    expect(res.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(TEST_ADMIN.email);
});
afterAll(() => t.close());

const INVALID_ID = { ar: 'المعرّف غير صالح.', en: 'Invalid identifier.' } as const;

/** Malformed ids in paths and queries of a few routes, public and admin, by pubkey, user ref and serial id. */
const CALLS = [
  { method: 'GET', url: '/api/doctors/not-a-pubkey', path: 'params.pubkey' },
  { method: 'GET', url: '/api/doctors/not-a-pubkey/availability', path: 'params.pubkey' },
  { method: 'GET', url: '/api/availability?etablissement=abc', path: 'query.etablissement' },
  { method: 'GET', url: '/api/etablissements?speciality=%5E%24', path: 'query.speciality' },
  { method: 'GET', url: '/api/users/0x1', path: 'params.id' },
  { method: 'DELETE', url: '/api/users/short', path: 'params.pubkey' },
  { method: 'PATCH', url: '/api/settings/short', path: 'params.pubkey', payload: { value: 'x' } },
  { method: 'GET', url: '/api/names/abc', path: 'params.id' },
  { method: 'GET', url: '/api/events/1e3', path: 'params.id' },
] as const;

describe('a malformed id', () => {
  for (const lang of ['ar', 'en'] as const) {
    it.each(CALLS)(`is "${INVALID_ID[lang]}" on $method $url (${lang}), never the pattern`, async (call) => {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...admin, 'accept-language': lang },
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: call.path, message: INVALID_ID[lang] }],
      });
      expect(res.body).not.toContain('/^');
    });
  }
});

describe('any other pattern a schema left unnamed', () => {
  it('is a plain sentence in both languages, not the regular expression', async () => {
    for (const [lang, message] of [
      ['ar', 'صيغة القيمة غير صحيحة.'],
      ['en', 'The value is not in the expected format.'],
    ] as const) {
      // The photo's version (?v=) is a pattern with no message of its own.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/doctors/AAAAAAAAAAAAAAAAAAAAAA/photo?v=NOT_OK',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ details: [{ path: 'query.v', message }] });
      expect(res.body).not.toContain('/^');
    }
  });
});

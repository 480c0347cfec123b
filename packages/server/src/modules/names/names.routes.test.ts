import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Name, Page } from '@bayan/shared';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/names${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Name>>();
};

describe('GET /api/names', () => {
  it('lists the 99 seeded names in order, ten a page', async () => {
    const page = await list('');
    expect(page.total).toBe(99);
    expect(page.currentPage).toBe(1);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((n) => n.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.data[0]).toMatchObject({ name: 'ٱلرَّحْمَٰنُ', meaningEn: expect.any(String), isActive: true });
  });

  it('answers the same under /v1', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/names?page=2&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Page<Name>>().data.map((n) => n.order)).toEqual([6, 7, 8, 9, 10]);
  });

  it.each([
    ['الرحمن', 'ٱلرَّحْمَٰنُ'],
    ['الرَّحْمن', 'ٱلرَّحْمَٰنُ'],
    ['ٱلْمَلِك', 'ٱلْمَلِكُ'],
    ['الاول', 'ٱلْأَوَّلُ'],
    ['القدوس', 'ٱلْقُدُّوسُ'],
    ['Quddus', 'ٱلْقُدُّوسُ'],
  ])('search %s finds %s, ignoring diacritics and alef variants', async (q, expected) => {
    const page = await list(`?q=${encodeURIComponent(q)}`);
    expect(page.data.map((n) => n.name)).toContain(expected);
    expect(page.total).toBe(page.data.length);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts descending and pages past the end', async () => {
    expect((await list('?sort=-order&limit=3')).data.map((n) => n.order)).toEqual([99, 98, 97]);
    const beyond = await list('?page=50');
    expect(beyond).toMatchObject({ data: [], total: 99, currentPage: 50 });
  });

  it('reads Arabic-Indic digits in the query', async () => {
    expect((await list('?page=%D9%A2&limit=%D9%A3')).data.map((n) => n.order)).toEqual([4, 5, 6]);
  });

  it('rejects a bad query with localised field details', async () => {
    const ar = await t.app.inject({ method: 'GET', url: '/api/names?limit=500&sort=evil' });
    expect(ar.statusCode).toBe(400);
    const body = ar.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('البيانات المرسلة غير صالحة.');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['query.limit', 'query.sort']);
    const en = await t.app.inject({ method: 'GET', url: '/api/names?limit=0', headers: { 'accept-language': 'en' } });
    expect(en.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The submitted data is not valid.' });
  });
});

describe('GET /api/names/:id', () => {
  it('returns one name', async () => {
    const first = (await list('?limit=1')).data[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/names/${first.id}` });
    expect(res.json()).toEqual(first);
  });

  it('answers 404 in the caller language and 400 for a non-numeric id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/names/999999',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NAMES_NOT_FOUND', message: 'This name does not exist.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/names/abc' })).statusCode).toBe(400);
  });
});

describe('writes', () => {
  const body = { name: 'ٱلِٱسْمُ', transliteration: 'Al-Ism', meaningAr: 'اسم للتجربة', meaningEn: 'A test name' };

  it('require a token and the ADMIN role', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/names', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    const member = await t.bearer('member@bayan.local');
    const forbidden = await t.app.inject({ method: 'POST', url: '/api/names', payload: body, headers: member });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'ليس لديك صلاحية للوصول إلى هذه الصفحة.' });
  });

  it('create with the spec defaults, update, hide and delete', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/v1/api/names', payload: body, headers: admin });
    expect(created.statusCode, created.body).toBe(201);
    const name = created.json<Name>();
    expect(name).toMatchObject({ ...body, order: 0, isActive: true, description: '' });
    expect((await list('?q=Al-Ism')).total).toBe(1);

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/names/${name.id}`,
      payload: { isActive: false, meaningEn: 'Hidden' },
      headers: admin,
    });
    expect(hidden.json()).toMatchObject({ isActive: false, meaningEn: 'Hidden', transliteration: 'Al-Ism' });
    expect((await t.app.inject({ method: 'GET', url: `/api/names/${name.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/names/${name.id}`, headers: admin })).statusCode).toBe(200);
    expect((await list('?q=Al-Ism')).total).toBe(0);
    expect((await list('?q=Al-Ism&isActive=false', admin)).total).toBe(1);

    const superadmin = await t.bearer(TEST_ADMIN.email);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/names/${name.id}`, headers: superadmin });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/names/${name.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('reject bad bodies with 400 and lose nothing', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      payload: { ...body, name: '', order: -1 },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.name', 'body.order']);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      body: '{"name": ',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_BODY');

    const empty = await t.app.inject({ method: 'PATCH', url: '/api/names/1', payload: {}, headers: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].message).toBe('أدخل حقلاً واحداً على الأقل.');
    expect((await list('')).total).toBe(99);
  });
});

describe("spec §7's create body", () => {
  it('creates a name from {name, order, description, isActive} alone, which the list, detail and export show', async () => {
    const payload = { name: 'ٱلْمُجَرِّبُ', order: 500, description: 'وصف', isActive: true };
    const created = await t.app.inject({ method: 'POST', url: '/api/names', payload, headers: admin });
    expect(created.statusCode, created.body).toBe(201);
    const name = created.json<Name>();
    expect(name).toMatchObject({ ...payload, transliteration: '', meaningAr: '', meaningEn: '' });
    expect((await t.app.inject({ method: 'GET', url: `/api/names/${name.id}` })).json()).toEqual(name);
    const q = `?q=${encodeURIComponent(payload.name)}`;
    expect((await list(q)).data).toEqual([name]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/names/export${q}`, headers: admin });
    expect(csv.body.split('\r\n')[1]).toMatch(/^500,ٱلْمُجَرِّبُ,,,,وصف,/);
    await t.app.inject({ method: 'DELETE', url: `/api/names/${name.id}`, headers: admin });
  });
});

describe('unstorable text', () => {
  it('answers a NUL character in the search with a localised 400, not a 500', async () => {
    for (const [lang, message] of [
      ['ar', 'البيانات المرسلة غير صالحة.'],
      ['en', 'The submitted data is not valid.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/names?q=a%00b',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, details: [{ path: 'query.q' }] });
    }
  });

  it('refuses a lone surrogate or a NUL in a body field and stores nothing', async () => {
    for (const name of ['\uD800', 'a\u0000']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/names', payload: { name }, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'body.name', code: 'unstorable_text', message: expect.stringContaining('محارف غير مسموحة') },
      ]);
    }
    expect((await list('')).total).toBe(99);
  });
});

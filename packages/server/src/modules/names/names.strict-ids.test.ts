import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Name, Page } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { authorization: string };
let first: Name;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
  first = (await t.app.inject({ method: 'GET', url: '/api/names?limit=1' })).json<Page<Name>>().data[0]!;
});
afterAll(() => t.close());

const invalidParam = (path: string) => ({
  code: 'VALIDATION_FAILED',
  details: [expect.objectContaining({ path })],
});

describe('ids in the path are canonical decimal digits only', () => {
  it.each([
    ['hex', (id: number) => `0x${id.toString(16)}`],
    ['an exponent', (id: number) => `${id}e0`],
    ['a leading space', (id: number) => `%20${id}`],
    ['a trailing space', (id: number) => `${id}%20`],
    ['a decimal point', (id: number) => `${id}.0`],
    ['a sign', (id: number) => `+${id}`],
    ['a leading zero', (id: number) => `0${id}`],
    ['binary', (id: number) => `0b${id.toString(2)}`],
  ])('DELETE and GET /api/names/<id in %s> are a 400 and delete nothing', async (_, spell) => {
    const url = `/api/names/${spell(first.id)}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(400);
    expect(deleted.json()).toMatchObject(invalidParam('params.id'));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    const kept = await t.app.inject({ method: 'GET', url: `/api/names/${first.id}` });
    expect(kept.json()).toEqual(first);
  });

  it('still reads decimal and Arabic-Indic digits, and refuses ids beyond int4', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/names/${first.id}` })).statusCode).toBe(200);
    const arabic = String(first.id).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await t.app.inject({ method: 'GET', url: `/api/names/${encodeURIComponent(arabic)}` })).json()).toEqual(
      first,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/names/2147483648' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/names/0' })).statusCode).toBe(400);
  });

  it('refuses a user reference that is neither a serial id nor a pubkey', async () => {
    for (const ref of ['0x1', '1e0', '%201', `${'A'.repeat(21)}%20`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${ref}`, headers: admin });
      expect(res.statusCode, ref).toBe(400);
      expect(res.json()).toMatchObject(invalidParam('params.id'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/1', headers: admin })).statusCode).not.toBe(400);
  });
});

describe('numbers in the query are canonical decimal digits only', () => {
  it.each(['page=0x2', 'page=2e0', 'page=2.0', 'limit=1e1', 'limit=%2B5', 'page=%202'])(
    '%s is a 400',
    async (query) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/names?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The submitted data is not valid.' });
    },
  );

  it('keeps reading plain and Arabic-Indic digits', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/names?page=2&limit=3' });
    const arabic = await t.app.inject({ method: 'GET', url: '/api/names?page=%D9%A2&limit=%D9%A3' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<Page<Name>>().currentPage).toBe(2);
    expect(arabic.json()).toEqual(plain.json());
  });
});

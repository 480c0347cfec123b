import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type UsersPage } from '@bayan/shared';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { insertListFixtures } from '../../test/users-fixtures.js';

let t: TestApp;
let admin: { authorization: string };
let superadmin: { authorization: string };
let fixtures: Awaited<ReturnType<typeof insertListFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  // Fixtures first: the app caches list totals for a few seconds.
  fixtures = await insertListFixtures(t);
  admin = await t.bearer('admin@bayan.local');
  superadmin = await t.bearer(TEST_ADMIN.email);
});
afterAll(() => t.close());

const get = async (url: string, headers = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/users', () => {
  it('answers {data:{data,total,page}}, ten a page, newest first', async () => {
    const page = (await get('/api/users')) as UsersPage;
    expect(Object.keys(page)).toEqual(['data']);
    expect(page.data.page).toBe(1);
    expect(page.data.data).toHaveLength(10);
    // 7 seeded demo accounts + 12 bulk + arabic + member + blocked; not the SUPERADMIN, not the DELETED one.
    expect(page.data.total).toBe(22);
    const created = page.data.data.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const second = (await get('/v1/api/users?page=3')) as UsersPage;
    expect(second.data).toMatchObject({ page: 3, total: 22 });
    expect(second.data.data).toHaveLength(2);
  });

  it('shows DELETED accounts only when asked for', async () => {
    const all = (await get('/api/users?limit=100')) as UsersPage;
    expect(all.data.data.some((u) => u.status === 'DELETED')).toBe(false);
    const deleted = (await get('/api/users?status=DELETED')) as UsersPage;
    expect(deleted.data.data.map((u) => u.pubkey)).toEqual([fixtures.deletedMember!.pubkey]);
  });

  it('filters by role and status and sorts', async () => {
    const members = (await get('/api/users?role=MEMBER&sort=firstName')) as UsersPage;
    expect(members.data.data.map((u) => u.email)).toEqual([fixtures.member!.email, 'member@bayan.local']);
    const blocked = (await get('/api/users?status=BLOCKED')) as UsersPage;
    expect(blocked.data.data.map((u) => u.lastName)).toEqual(['Blocked']);
    // Roles sort in their declared order (a database enum), whatever the collation.
    const byRole = (await get('/api/users?sort=-role&limit=100')) as UsersPage;
    const ranks = byRole.data.data.map((u) => ROLES.indexOf(u.role));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBeGreaterThan(3);
  });

  it.each([
    ['عبد الرحمن', 'diacritics ignored'],
    ['الاحمد', 'hamza folded'],
    ['0512340001', 'local phone spelling'],
    ['٠٥١٢٣٤٠٠٠١', 'Arabic-Indic digits'],
  ])('searches %s (%s)', async (q) => {
    const page = (await get(`/api/users?q=${encodeURIComponent(q)}`)) as UsersPage;
    expect(page.data.data.map((u) => u.pubkey)).toEqual([fixtures.arabic!.pubkey]);
    expect(page.data.total).toBe(1);
  });

  it('hides SUPERADMIN accounts from an ADMIN, not from a SUPERADMIN', async () => {
    expect(((await get('/api/users?role=SUPERADMIN')) as UsersPage).data.total).toBe(0);
    const seen = (await get('/api/users?role=SUPERADMIN', superadmin)) as UsersPage;
    expect(seen.data.data.map((u) => u.email)).toEqual([TEST_ADMIN.email]);
  });

  it('never shows password hashes or file keys', async () => {
    const page = await get('/api/users?limit=100');
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|password_hash|fileKey|argon2/);
  });

  it('refuses a bad query with localised details', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users?limit=0&role=KING',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The submitted data is not valid.');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['query.limit', 'query.role']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, USER_STATUSES, type User, type UsersPage } from '@bayan/shared';
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

describe('GET /api/users/:id', () => {
  it('finds a user by serial id or by pubkey', async () => {
    const byId = (await get(`/api/users/${fixtures.member!.id}`)) as User;
    const byPubkey = (await get(`/api/users/${fixtures.member!.pubkey}`)) as User;
    expect(byId).toEqual(byPubkey);
    expect(byId).toMatchObject({ firstName: 'Mona', role: 'MEMBER', status: 'ACTIVE', file: null });
  });

  it('answers 404 for an unknown id, and for a SUPERADMIN asked by an ADMIN', async () => {
    for (const id of ['999999', 'NoSuchUserWithThisKey0']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'USERS_NOT_FOUND', message: 'المستخدم غير موجود.' });
    }
    // Neither a serial id (beyond int4) nor a pubkey (its format): refused before any lookup.
    for (const id of ['99999999999999', 'no-such-pubkey']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const superId = ((await get('/api/users?role=SUPERADMIN', superadmin)) as UsersPage).data.data[0]!.pubkey;
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${superId}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${superId}`, headers: superadmin })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/users/list', () => {
  it('gives {pubkey,id,name,role} of ACTIVE users, filtered', async () => {
    const picked = await get(`/api/users/list?role=MEMBER&q=mona`);
    expect(picked).toEqual([
      { pubkey: fixtures.member!.pubkey, id: fixtures.member!.id, name: 'Mona Member', role: 'MEMBER' },
    ]);
    expect(await get('/api/users/list?role=MEMBER')).toHaveLength(2);
    const searched = await get(`/api/users/list?q=${encodeURIComponent('الرحمن')}`);
    expect(searched.map((u: { pubkey: string }) => u.pubkey)).toEqual([fixtures.arabic!.pubkey]);
    const all = await get('/api/users/list');
    expect(all.some((u: { pubkey: string }) => u.pubkey === fixtures.blocked!.pubkey)).toBe(false);
    expect(all.some((u: { role: string }) => u.role === 'SUPERADMIN')).toBe(false);
  });
});

describe('GET /api/users/statistics', () => {
  it('counts every role and status and the last 12 months, for a SUPERADMIN', async () => {
    const stats = await get('/api/users/statistics', superadmin);
    expect(Object.keys(stats.byRole).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(stats.byStatus).sort()).toEqual([...USER_STATUSES].sort());
    expect(stats.byRole).toMatchObject({ SUPERADMIN: 1, ADMIN: 2, MEMBER: 2, PATIENT: 1, DOCTOR: 1, STAFF: 1 });
    expect(stats.byStatus).toMatchObject({ DELETED: 1, BLOCKED: 1, INACTIVE: 0 });
    expect(stats.total).toBe(23);
    expect(stats.signupsPerMonth).toHaveLength(12);
    const months = stats.signupsPerMonth.map((m: { month: string }) => m.month);
    expect(months).toEqual([...months].sort());
    const riyadhNow = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    expect(stats.signupsPerMonth.at(-1)).toEqual({ month: riyadhNow, count: 24 });
  });

  it("leaves SUPERADMINs out of an ADMIN's counts, as out of its lists", async () => {
    const stats = await get('/api/users/statistics');
    expect(stats.byRole).toMatchObject({ SUPERADMIN: 0, ADMIN: 2, MEMBER: 2 });
    expect(stats.byStatus.ACTIVE).toBe((await get('/api/users/statistics', superadmin)).byStatus.ACTIVE - 1);
    expect(stats.total).toBe(22);
    expect(stats.signupsPerMonth.at(-1).count).toBe(23);
  });
});

describe('GET /api/users/members', () => {
  it('lists the MEMBER accounts that are not deleted', async () => {
    const members = (await get('/api/users/members')) as User[];
    expect(members.map((u) => u.email)).toEqual([fixtures.member!.email, 'member@bayan.local']);
    expect(members[0]).toMatchObject({ role: 'MEMBER', name: 'Mona Member', status: 'ACTIVE' });
  });
});

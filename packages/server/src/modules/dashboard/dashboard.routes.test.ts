import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestApp, openAdminApp, type Bearer } from '../../test/test-app.js';
import { events } from '../events/events.table.js';
import { users } from '../users/users.table.js';

let t: TestApp;
let admin: Bearer;
let superadmin: Bearer;
beforeAll(async () => ({ t, admin, superadmin } = await openAdminApp()));
afterAll(() => t.close());

const get = async (url: string, status = 200, headers = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

describe('dashboard', () => {
  it('is for ADMIN only', async () => {
    const member = await t.bearer('member@bayan.local');
    for (const url of ['statistics', 'most-profitable-professionals', 'yearly-revenue']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/dashboard/${url}` })).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/${url}`, headers: member });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts users, names and events from the database, this month by default', async () => {
    const { statistics } = await get('/api/dashboard/statistics', 200, superadmin);
    expect(statistics).toEqual({
      users: {
        total: 8,
        byRole: { SUPERADMIN: 1, ADMIN: 2, STAFF: 1, DOCTOR: 1, PATIENT: 1, MEMBER: 1, USER: 1 },
        newInPeriod: 8,
      },
      patients: 1,
      doctors: 1,
      names: { total: 99, active: 99 },
      events: { total: expect.any(Number), inPeriod: expect.any(Number) },
      appointments: { Pending: 0, Planed: 0, Rejected: 0, Canceled: 0, Done: 0, NoShow: 0 },
      revenueThisMonth: { amount: 0, currency: 'SAR' },
    });
    expect(statistics.events.inPeriod).toBe(statistics.events.total);
  });

  it("leaves SUPERADMIN accounts and their events out of an ADMIN's figures", async () => {
    const all = (await get('/api/dashboard/statistics', 200, superadmin)).statistics;
    const mine = (await get('/api/dashboard/statistics')).statistics;
    expect(mine.users).toEqual({ total: 7, byRole: { ...all.users.byRole, SUPERADMIN: 0 }, newInPeriod: 7 });
    // The SUPERADMIN's own sign-in (this file's) is its event: the ADMIN does not count it.
    expect(mine.events.total).toBeLessThan(all.events.total);
    expect(mine.events.inPeriod).toBe(mine.events.total);
  });

  it('follows changes and the period asked for', async () => {
    await t.database.db.update(users).set({ status: 'DELETED' }).where(eq(users.email, 'user@bayan.local'));
    await t.database.db.insert(users).values({
      pubkey: 'dashboard-test-doctor',
      firstName: 'د',
      lastName: 'قديم',
      passwordHash: 'x',
      role: 'DOCTOR',
      createdAt: new Date('2020-01-31T22:00:00Z'),
    });
    await t.database.db.insert(events).values([
      { action: 'x.old', entity: 'x', createdAt: new Date('2020-01-10T00:00:00Z') },
      { action: 'x.old', entity: 'x', createdAt: new Date('2020-02-10T00:00:00Z') },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/names',
      headers: admin,
      payload: { name: 'مخفي', transliteration: 'Hidden', meaningAr: 'م', meaningEn: 'm', isActive: false },
    });
    expect(created.statusCode).toBe(201);

    const now = (await get('/api/dashboard/statistics')).statistics;
    expect(now.users).toMatchObject({ total: 7, newInPeriod: 6 });
    expect(now.users.byRole).toMatchObject({ USER: 0, DOCTOR: 2 });
    expect(now).toMatchObject({ doctors: 2, names: { total: 100, active: 99 } });

    // 2020-02-01 01:00 in Riyadh is still January's last evening in UTC: a date is a day in Riyadh.
    const february = (await get('/api/dashboard/statistics?from=2020-02-01&to=2020-02-29')).statistics;
    expect(february.users.newInPeriod).toBe(1);
    expect(february.events).toEqual({ total: now.events.total, inPeriod: 1 });
    const january = (await get('/api/dashboard/statistics?from=2020-01-01T00:00:00Z&to=2020-01-31T22:00:00Z'))
      .statistics;
    expect(january.users.newInPeriod).toBe(0);
    expect(january.events.inPeriod).toBe(1);
  });

  it('answers 400 for a bad period', async () => {
    const reversed = await get('/api/dashboard/statistics?from=2026-02-01&to=2026-01-01', 400);
    expect(reversed.details.map((d: { path: string }) => d.path)).toEqual(['query.to']);
    await get('/api/dashboard/statistics?from=tomorrow', 400);
    await get('/api/dashboard/most-profitable-professionals?limit=0', 400);
    await get('/api/dashboard/yearly-revenue?year=1999', 400);
  });

  it('ranks professionals and gives twelve months of revenue (nothing before the clinic module)', async () => {
    expect(await get('/api/dashboard/most-profitable-professionals?from=2026-01-01&limit=3')).toEqual({
      mostProfitableProfessionals: [],
    });
    expect(await get('/api/dashboard/yearly-revenue?year=٢٠٢٥')).toEqual({
      yearlyRevenue: { year: 2025, currency: 'SAR', months: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    });
    const thisYear = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();
    expect((await get('/api/dashboard/yearly-revenue')).yearlyRevenue.year).toBe(thisYear);
  });
});

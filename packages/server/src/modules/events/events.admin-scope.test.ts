import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Page } from '@bayan/shared';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { insertUser, userByEmail } from '../../test/users-fixtures.js';
import type { UserRow } from '../users/users.table.js';
import { events } from './events.table.js';

/**
 * An ADMIN reads no SUPERADMIN data through the audit log: events done by a SUPERADMIN or about
 * one are out of its list, totals, filters, detail and export. A SUPERADMIN sees them all.
 */
let t: TestApp;
let admin: { authorization: string };
let superadmin: { authorization: string };
let boss: UserRow;
let hiddenIds: number[];

// A month of its own, so the counts below are this file's events only.
const PERIOD = 'from=2024-03-01&to=2024-03-31';
const at = (day: number) => new Date(`2024-03-${String(day).padStart(2, '0')}T09:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
  superadmin = await t.bearer(TEST_ADMIN.email);
  boss = await userByEmail(t, TEST_ADMIN.email);
  const adminRow = await userByEmail(t, 'admin@bayan.local');
  const other = await insertUser(t, { role: 'USER' });
  const hidden = await t.database.db
    .insert(events)
    .values([
      // Done by the SUPERADMIN.
      { actorId: boss.id, action: 'name.update', entity: 'name', entityId: '5', createdAt: at(2) },
      // About the SUPERADMIN, by its pubkey (users module) and by its serial id (auth module).
      { actorId: adminRow.id, action: 'user.update', entity: 'user', entityId: boss.pubkey, createdAt: at(3) },
      { actorId: null, action: 'auth.login_failed', entity: 'user', entityId: String(boss.id), createdAt: at(4) },
    ])
    .returning({ id: events.id });
  hiddenIds = hidden.map((row) => row.id);
  await t.database.db
    .insert(events)
    .values([
      { actorId: adminRow.id, action: 'user.update', entity: 'user', entityId: other.pubkey, createdAt: at(5) },
      { actorId: null, action: 'auth.login_failed', entity: 'user', entityId: null, createdAt: at(6) },
      ...Array.from({ length: 10 }, (_, i) => ({ action: 'name.create', entity: 'name', createdAt: at(7 + i) })),
    ]);
});
afterAll(() => t.close());

async function list(query: string, headers = admin) {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Event>>();
}

describe('the audit log and SUPERADMIN accounts', () => {
  it('leaves them out of an ADMIN’s pages and totals, done in the query', async () => {
    const first = await list(PERIOD);
    expect(first.total).toBe(12);
    expect(first.data).toHaveLength(10);
    const second = await list(`${PERIOD}&page=2`);
    expect(second.data).toHaveLength(2);
    const seen = [...first.data, ...second.data];
    expect(seen.some((e) => hiddenIds.includes(e.id))).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(boss.pubkey);

    expect((await list(PERIOD, superadmin)).total).toBe(15);
  });

  it('gives an ADMIN nothing for a SUPERADMIN as actor or entity filter', async () => {
    expect((await list(`actor=${boss.pubkey}`)).total).toBe(0);
    expect((await list(`entity=user&entityId=${boss.pubkey}`)).total).toBe(0);
    expect((await list(`entity=user&entityId=${boss.id}`)).total).toBe(0);
    expect((await list(`actor=${boss.pubkey}&${PERIOD}`, superadmin)).total).toBe(1);
    expect((await list(`entity=user&entityId=${boss.pubkey}`, superadmin)).total).toBeGreaterThan(0);
  });

  it('answers 404 to an ADMIN for one of their events, as for a missing one', async () => {
    for (const id of hiddenIds) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EVENTS_NOT_FOUND');
      const bySuper = await t.app.inject({ method: 'GET', url: `/api/events/${id}`, headers: superadmin });
      expect(bySuper.statusCode).toBe(200);
    }
  });

  it('leaves them out of an ADMIN’s CSV export', async () => {
    const csv = async (headers: { authorization: string }) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/export?${PERIOD}`, headers });
      expect(res.statusCode).toBe(200);
      return res.body.slice(1).trimEnd().split('\r\n').slice(1);
    };
    const rows = await csv(admin);
    expect(rows).toHaveLength(12);
    expect(rows.join('\n')).not.toContain(boss.pubkey);
    expect(await csv(superadmin)).toHaveLength(15);
  });
});

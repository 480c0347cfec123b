import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditChainReport, Event, LoginResult, Page } from '@bayan/shared';
import { finishLogin } from '../../test/mfa-kit.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { events } from './events.table.js';

let t: TestApp;
let admin: { authorization: string };
let adminPubkey: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@bayan.local', password: DEMO_PASSWORD },
  });
  // The ADMIN's second factor, enrolled through the kit as its owner would (mfa-kit.ts).
  const tokens = await finishLogin(t.app, t.database, t.clock, 'admin@bayan.local', login.json<LoginResult>());
  admin = { authorization: `Bearer ${tokens.access_token}` };
  adminPubkey = tokens.profile.pubkey;
  const old = new Date('2025-01-15T12:00:00Z');
  await t.database.db
    .insert(events)
    .values([
      { action: 'widget.create', entity: 'widget', entityId: '7', after: { name: 'أداة' }, createdAt: old },
      { action: 'widget.update', entity: 'widget', entityId: '7', ip: '10.0.0.1', createdAt: new Date(+old + 1000) },
      { action: 'widget.delete', entity: 'widget', entityId: '8', createdAt: new Date('2025-02-01T00:30:00+03:00') },
      ...Array.from({ length: 10 }, (_, i) => ({ action: 'filler.touch', entity: 'filler', entityId: String(i) })),
    ]);
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/events${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Event>>();
}

describe('GET /api/events', () => {
  it('is for ADMIN only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    const member = await t.bearer('member@bayan.local');
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: member })).statusCode).toBe(403);
  });

  it('lists newest first, ten a page, with the actor of each write', async () => {
    for (const order of [1, 2, 3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/names',
        headers: admin,
        payload: {
          name: `اسم ${order}`,
          transliteration: `Ism ${order}`,
          meaningAr: 'م',
          meaningEn: 'm',
          order: 200 + order,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = await list('?action=name.create');
    expect(page).toMatchObject({ total: 3, currentPage: 1 });
    expect(page.data.map((e) => (e.after as { order: number }).order)).toEqual([203, 202, 201]);
    expect(page.data[0]).toMatchObject({
      entity: 'name',
      actor: { pubkey: adminPubkey, name: 'مدير النظام' },
      before: null,
      userAgent: 'lightMyRequest',
      createdAt: expect.stringMatching(/Z$/),
    });
    expect((await list('?action=name.create&actor=' + adminPubkey)).total).toBe(3);
    expect((await list('?actor=nobody')).total).toBe(0);

    const all = await list('');
    expect(all.data).toHaveLength(10);
    expect(all.total).toBeGreaterThanOrEqual(16);
    const second = await list('?page=2&limit=2');
    expect(second.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));
  });

  it('filters by entity, entity id and a period (a date is a whole day in Riyadh)', async () => {
    expect((await list('?entity=widget')).data.map((e) => e.action)).toEqual([
      'widget.delete',
      'widget.update',
      'widget.create',
    ]);
    expect((await list('?entity=widget&entityId=7')).total).toBe(2);
    expect((await list('?entity=widget&from=2025-01-15&to=2025-01-31')).total).toBe(2);
    expect((await list('?entity=widget&from=2025-02-01')).total).toBe(1);
    expect((await list('?entity=widget&to=2025-01-31')).total).toBe(2);
    expect((await list('?entity=widget&from=2025-01-15T12:00:00.500Z')).total).toBe(2);
  });

  it('rejects a malformed or reversed period', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/events?from=yesterday', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['query.from']);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/events?from=2025-02-01&to=2025-01-01',
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.map((d: { path: string }) => d.path)).toEqual(['query.to']);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event, 404 for an unknown id and 400 for a bad one', async () => {
    const [widget] = (await list('?entity=widget&entityId=8')).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${widget!.id}`, headers: admin });
    expect(res.json()).toEqual(widget);
    expect(widget).toMatchObject({ actor: null, ip: null, after: null });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/events/987654',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'EVENTS_NOT_FOUND', message: 'This event does not exist.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/events/abc', headers: admin })).statusCode).toBe(400);
  });
});

describe('GET /api/events/export', () => {
  it('streams every matching event as CSV, past any page or batch size', async () => {
    // Timestamps a microsecond apart, three to a microsecond: the keyset must keep both exact.
    await t.database.db.execute(sql`
      insert into events (action, entity, entity_id, created_at)
      select 'bulk.write', 'bulk', i::text, timestamptz '2025-03-01 10:00:00.000001+00' - make_interval(secs => (i / 3) / 1e6)
      from generate_series(1, 1234) as i`);
    await t.database.db.insert(events).values({
      action: '=HYPERLINK("http://evil.example")',
      entity: 'bulk',
      entityId: '-1+1',
      after: { name: 'ٱلرَّحْمَٰنُ' },
      createdAt: new Date('2025-03-02T00:00:00Z'),
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/events/export?entity=bulk', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="events-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const lines = res.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'المعرف,الوقت (بتوقيت الرياض),الإجراء,رمز الإجراء,الكيان,معرف الكيان,المستخدم,المعرف العام للمستخدم,عنوان IP,المتصفح,قبل,بعد',
    );
    expect(lines).toHaveLength(1 + 1235);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")",bulk,'-1+1,`);
    expect(lines[1]).toContain('"{""name"":""ٱلرَّحْمَٰنُ""}"');

    const expected = Array.from({ length: 1234 }, (_, k) => k + 1).sort(
      (a, b) => Math.floor(a / 3) - Math.floor(b / 3) || b - a,
    );
    expect(lines.slice(2).map((line) => Number(line.split(',')[5]))).toEqual(expected);
  });

  it('heads the columns in English on request and applies the filters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/events/export?entity=widget&entityId=7',
      headers: { ...admin, 'accept-language': 'en' },
    });
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Time (Riyadh time),Action,Action code,Entity,Entity ID,Actor,Actor pubkey,IP address,User agent,Before,After',
    );
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(['widget.update', 'widget.create']);
    expect(lines[2]).toContain(',"{""name"":""أداة""}"');
    const member = await t.bearer('member@bayan.local');
    expect((await t.app.inject({ method: 'GET', url: '/api/events/export', headers: member })).statusCode).toBe(403);
  });
});

describe('GET /api/events/chain', () => {
  it('is for SUPERADMIN only, and tells an intact chain from one an owner edited', async () => {
    const url = '/api/events/chain';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(403);
    const superadmin = await t.bearer(TEST_ADMIN.email);
    const intact = await t.app.inject({ method: 'GET', url, headers: superadmin });
    expect(intact.statusCode, intact.body).toBe(200);
    const { total } = await t.database.db
      .execute(sql`select count(*)::int as total from events`)
      .then((result) => (result as unknown as { rows: { total: number }[] }).rows[0]!);
    expect(intact.json<AuditChainReport>()).toEqual({ ok: true, checked: total, firstBreak: null });

    const [victim] = await t.database.db
      .select()
      .from(events)
      .where(sql`${events.action} = 'widget.update'`);
    await t.database.exec(`alter table events disable trigger events_append_only;
      update events set ip = '10.0.0.2' where id = ${victim!.id}; alter table events enable trigger events_append_only`);
    const broken = await t.app.inject({ method: 'GET', url, headers: superadmin });
    expect(broken.json<AuditChainReport>()).toEqual({
      ok: false,
      checked: victim!.seq - 1,
      firstBreak: { kind: 'edited', seq: victim!.seq, id: victim!.id },
    });
  });
});

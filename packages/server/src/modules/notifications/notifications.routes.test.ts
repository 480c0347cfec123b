import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification } from '@bayan/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../users/users.table.js';

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
let memberId: number;
let userId: number;

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const content = (n: number) => ({
  kind: 'test',
  titleAr: `عنوان ${n}`,
  titleEn: `Title ${n}`,
  descriptionAr: `وصف ${n}`,
  descriptionEn: `Description ${n}`,
  link: `/dashboard/things/${n}`,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
  member = await t.bearer('member@bayan.local');
  memberId = await idOf('member@bayan.local');
  userId = await idOf('user@bayan.local');
  for (let n = 1; n <= 12; n++) await t.app.services.notifications.notify(memberId, content(n));
  await t.app.services.notifications.notify(userId, content(99));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = member) => t.app.inject({ method: 'GET', url, headers });
const markSeen = (payload: object, headers = member) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/seen', payload, headers });

describe('GET /api/notifications', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('answers a bare array of my notifications, newest first, paged in the headers', async () => {
    const res = await get('/api/notifications');
    expect(res.statusCode).toBe(200);
    const items = res.json<Notification[]>();
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: 'عنوان 12',
      description: 'وصف 12',
      link: '/dashboard/things/12',
      seen: false,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(res.headers['x-pagination-count']).toBe('10');
    expect(res.headers['x-pagination-page']).toBe('1');
    expect(res.headers['x-pagination-total']).toBe('12');
    expect(res.headers['access-control-expose-headers']).toBe(
      'x-pagination-count, x-pagination-page, x-pagination-total',
    );

    const second = await get('/v1/api/notifications?page=2', { ...member, 'accept-language': 'en' });
    expect(second.json<Notification[]>().map((n) => n.title)).toEqual(['Title 2', 'Title 1']);
    expect(second.headers['x-pagination-count']).toBe('2');
    expect(second.headers['x-pagination-page']).toBe('2');
  });
});

describe('seen', () => {
  it('marks only my own notifications and counts unread exactly', async () => {
    const unread = async (headers = member) => (await get('/api/notifications/unread-count', headers)).json().unread;
    expect(await unread()).toBe(12);
    const mine = (await get('/api/notifications?limit=3')).json<Notification[]>().map((n) => n.id);
    const others = (await get('/api/notifications', await t.bearer('user@bayan.local'))).json<Notification[]>();
    expect(others.map((n) => n.title)).toEqual(['عنوان 99']);

    const res = await markSeen({ ids: [...mine, others[0]!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(await unread()).toBe(9);
    expect(await unread(await t.bearer('user@bayan.local'))).toBe(1);
    expect((await markSeen({ ids: mine })).json()).toEqual({ updated: 0 });

    const seen = await get('/api/notifications?seen=true');
    expect(seen.json<Notification[]>().map((n) => n.id)).toEqual(mine);
    expect(seen.headers['x-pagination-total']).toBe('3');
    expect((await get('/api/notifications?seen=false')).headers['x-pagination-total']).toBe('9');

    const none = await markSeen({ ids: [] });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ updated: 0 });
    expect(await unread()).toBe(9);

    expect((await markSeen({ all: true })).json()).toEqual({ updated: 9 });
    expect(await unread()).toBe(0);
    expect(await unread(await t.bearer('user@bayan.local'))).toBe(1);
  });

  it('rejects a body without ids or all', async () => {
    const res = await markSeen({}, { ...member, 'accept-language': 'en' } as typeof member);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toBe('Provide at least one field.');
    expect((await markSeen({ ids: ['x'] })).statusCode).toBe(400);
  });
});

describe('POST /api/notifications', () => {
  const announce = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/notifications', payload, headers });

  it('is for ADMIN only', async () => {
    const res = await announce({ title: 'x', description: 'y', to: { role: 'USER' } }, member);
    expect(res.statusCode).toBe(403);
  });

  it('sends to every active account of a role, or to one account, and is audited', async () => {
    const res = await announce({
      title: 'صيانة',
      description: 'توقف الخدمة مساءً',
      link: '/home',
      to: { role: 'MEMBER' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 1 });
    const [latest] = (await get('/api/notifications?limit=1', { ...member, 'accept-language': 'en' })).json<
      Notification[]
    >();
    expect(latest).toMatchObject({ title: 'صيانة', description: 'توقف الخدمة مساءً', link: '/home', seen: false });

    const profile = (await get('/api/auth/profile', await t.bearer('user@bayan.local'))).json();
    expect((await announce({ title: 't', description: 'd', to: { pubkey: profile.pubkey } })).json()).toEqual({
      created: 1,
    });

    const audit = (await get('/api/events?action=notification.announce', admin)).json();
    expect(audit.total).toBe(2);
    expect(audit.data[1].after).toMatchObject({ title: 'صيانة', to: { role: 'MEMBER' }, recipients: 1 });
  });

  it('answers 404 for an unknown recipient and 400 for a link to another site', async () => {
    const missing = await announce({ title: 't', description: 'd', to: { pubkey: 'nobody' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOTIFICATIONS_RECIPIENT_NOT_FOUND');
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      const res = await announce({ title: 't', description: 'd', link, to: { role: 'USER' } });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().details[0].path).toBe('body.link');
    }
  });
});

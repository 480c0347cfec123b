import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, Page } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let superadmin: { authorization: string };
const clock = new FakeClock(new Date('2026-03-01T08:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  superadmin = await t.bearer(TEST_ADMIN.email);
  for (let i = 1; i <= 12; i += 1) {
    clock.advance(60_000);
    const text = { recipient: `r${i}@test.local`, subject: `Subject ${i}`, body: `Body ${i}` };
    await t.app.services.outbox.send(
      i % 3 === 0 ? { channel: 'sms', ...text } : { channel: 'email', ...text, html: `<p>Body ${i}</p>` },
    );
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: superadmin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<OutboxMessage>>();
};

describe('GET /api/outbox', () => {
  it('answers {data,total,currentPage}, newest first, ten a page', async () => {
    const page = await list();
    expect(page.total).toBe(12);
    expect(page.currentPage).toBe(1);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((m) => m.subject).slice(0, 3)).toEqual(['Subject 12', 'Subject 11', 'Subject 10']);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      recipient: 'r12@test.local',
      subject: 'Subject 12',
      body: 'Body 12',
      createdAt: '2026-03-01T08:12:00.000Z',
      sentAt: null,
    });
    expect((await list('?page=2')).data.map((m) => m.subject)).toEqual(['Subject 2', 'Subject 1']);
  });

  it('filters by channel and recipient', async () => {
    const sms = await list('?channel=sms');
    expect(sms.total).toBe(4);
    expect(sms.data.every((m) => m.channel === 'sms')).toBe(true);
    expect((await list('?recipient=r5@test.local')).data.map((m) => m.subject)).toEqual(['Subject 5']);
  });

  it('is for SUPERADMIN only and validates its query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    const admin = await t.bearer('admin@bayan.local');
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/outbox', headers: admin })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: '/api/outbox?channel=pigeon', headers: superadmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('query.channel');
  });
});

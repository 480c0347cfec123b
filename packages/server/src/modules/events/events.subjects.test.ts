import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Event, Page } from '@bayan/shared';
import { invitationOf, signingApi, submittedDeed } from '../../test/signing-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { endowments } from '../endowments/deeds/deeds.table.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('admin@bayan.local');
}, 180_000);
afterAll(() => t.close());

async function deedEvents(pubkey: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/events?entity=endowment&entityId=${pubkey}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<Event>>().data;
}

describe('the audit log names deeds', () => {
  it('by the start of the introduction, then by the WQF number; a refusal keeps the signer’s reason', async () => {
    const { deed, witness1 } = await submittedDeed(t);
    const invitation = await invitationOf(t, witness1, deed.pubkey);
    const reason = 'اسم الشاهد الثاني مكتوب خطأ';
    expect((await signingApi(t).reject(witness1.as, invitation.pubkey, reason)).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(endowments).where(eq(endowments.pubkey, deed.pubkey));
    const start = row!.introduction.replace(/\s+/g, ' ').trim();
    const events = await deedEvents(deed.pubkey);
    expect(events.length).toBeGreaterThan(2);
    for (const event of events) expect(start.startsWith(event.subject!.replace(/…$/, ''))).toBe(true);
    expect(events.find((e) => e.action === 'endowment.reject')?.after).toMatchObject({ role: 'WITNESS', reason });

    await t.database.db
      .update(endowments)
      .set({ status: 'FINAL', docNumber: 'WQF-1448-000123', finalizedAt: new Date() })
      .where(eq(endowments.pubkey, deed.pubkey));
    const one = await t.app.inject({ method: 'GET', url: `/api/events/${events[0]!.id}`, headers: admin });
    expect(one.json<Event>().subject).toBe('WQF-1448-000123');
  });

  it('by the name the endower gave, with the WQF number beside it once there is one (finding 14)', async () => {
    const { deed } = await submittedDeed(t);
    await t.database.db
      .update(endowments)
      .set({ title: 'وقف الفيلا السكنية', status: 'FINAL', docNumber: 'WQF-1448-000124', finalizedAt: new Date() })
      .where(eq(endowments.pubkey, deed.pubkey));
    const events = await deedEvents(deed.pubkey);
    expect(events.map((event) => event.subject)).toContain('وقف الفيلا السكنية — WQF-1448-000124');
  });

  it('leaves other records without a subject', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events?entity=user', headers: admin });
    expect(res.json<Page<Event>>().data.every((e) => e.subject === null)).toBe(true);
  });
});

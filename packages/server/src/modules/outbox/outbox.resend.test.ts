import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OutboxMessage, Page } from '@bayan/shared';
import { FakeClock } from '../../lib/clock.js';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { PUBLIC_URL, SPECS, TO } from '../../test/provider-fakes.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.js';
import { outbox } from './outbox.table.js';

const webhook = SPECS.find((spec) => spec.name === 'webhook')!;
const clock = new FakeClock(new Date('2026-06-01T08:00:00Z'));
let fake: FakeProvider;
let t: TestApp;
let superadmin: { authorization: string };

beforeAll(async () => {
  fake = await startFakeProvider(webhook.behaviour);
  t = await createTestApp({ PUBLIC_URL, ...webhook.env(fake.host) }, { clock });
  superadmin = await t.bearer(TEST_ADMIN.email);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const sms = (body: string) => t.app.services.outbox.send({ channel: 'sms', recipient: TO, subject: 'رمز', body });
const resend = (id: number | string, headers: Record<string, string> = superadmin) =>
  t.app.inject({ method: 'POST', url: `/api/outbox/${id}/resend`, headers });
const idle = () => t.app.services.jobRunner.idle();
const row = async (id: number) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('POST /api/outbox/:id/resend', () => {
  it('queues a refused message again: it is sent, and the failure and the resend stay on record', async () => {
    fake.script('refuse');
    const { id } = await sms('first try refused');
    await idle();
    const failed = await t.app.inject({ method: 'GET', url: '/api/outbox?state=failed', headers: superadmin });
    expect(failed.json<Page<OutboxMessage>>().data).toEqual([
      expect.objectContaining({ id, state: 'failed', attempts: 1, error: expect.stringMatching(/HTTP 422/) }),
    ]);

    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'queued', attempts: 1 });
    await idle();
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, error: null });
    expect(
      fake.accepted.map((request) => request.body).filter((body) => body.includes('first try refused')),
    ).toHaveLength(1);

    const events = await t.app.inject({ method: 'GET', url: '/api/events?action=message.resend', headers: superadmin });
    expect(events.json<Page<{ entityId: string; action: string }>>().data).toEqual([
      expect.objectContaining({ action: 'message.resend', entityId: String(id) }),
    ]);
  });

  it('sends anew a message the provider reported undelivered', async () => {
    const { id } = await sms('reported undelivered');
    await idle();
    const sent = await row(id);
    const report = webhook.callback!({ outboxId: id, providerId: sent.providerMessageId! }, 'failed', false);
    expect((await t.app.inject({ method: 'POST', ...report })).statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ state: 'failed' });
    expect((await resend(id)).statusCode).toBe(200);
    await idle();
    const again = await row(id);
    expect(again).toMatchObject({ state: 'sent', attempts: 2 });
    expect(again.providerMessageId).not.toBe(sent.providerMessageId);
  });

  it('refuses a message that did not fail (409), an unknown one (404), and a failed one whose channel has no provider now (409)', async () => {
    const { id } = await sms('sent fine');
    await idle();
    const sentNow = await resend(id);
    expect(sentNow.statusCode).toBe(409);
    expect(sentNow.json()).toMatchObject({ code: 'OUTBOX_NOT_FAILED' });
    expect((await resend(2_000_000_000)).json()).toMatchObject({ code: 'OUTBOX_MESSAGE_NOT_FOUND' });
    // An email this server cannot send (no SMTP_URL), recorded failed by an earlier configuration.
    const [email] = await t.database.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'x@test.local', subject: 's', body: 'b', state: 'failed', error: '550' })
      .returning();
    const off = await resend(email!.id, { ...superadmin, 'accept-language': 'en' });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'OUTBOX_CHANNEL_OFF', message: expect.stringMatching(/No provider/) });
  });

  it('is for SUPERADMIN only and validates the id', async () => {
    expect((await resend(1, {})).statusCode).toBe(401);
    expect((await resend(1, await t.bearer('admin@bayan.local'))).statusCode).toBe(403);
    const bad = await resend('1e0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('params.id');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { jobs } from '../../lib/jobs/jobs.table.js';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { fieldsOf, PUBLIC_URL, SPECS, TO } from '../../test/provider-fakes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smsDeliveryJob, whatsappDeliveryJob } from './delivery.js';
import { outbox } from './outbox.table.js';

const HOUR = 3600_000;
const BODY = 'بيان: موعدك غداً الساعة 10:00\nللإلغاء: https://bayan.example.org/x';

describe.each(SPECS)('$name: delivery against a local fake of its API', (spec) => {
  const clock = new FakeClock(new Date('2026-06-01T08:00:00Z'));
  const channel = spec.name === 'whatsapp' ? 'whatsapp' : 'sms';
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider(spec.behaviour);
    t = await createTestApp({ PUBLIC_URL, ...spec.env(fake.host) }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A notice to TO: on its channel's row (the SMS, or its WhatsApp twin), queued with its job. */
  async function send(): Promise<number> {
    const message = {
      channel: 'sms',
      recipient: TO,
      subject: 'تذكير',
      body: BODY,
      whatsapp: { kind: 'notice' },
    } as const;
    const sms = await t.app.services.outbox.send(message);
    if (channel === 'sms') return sms.id;
    // Its WhatsApp twin is written next, in the same transaction.
    const [twin] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'whatsapp'), gt(outbox.id, sms.id)))
      .orderBy(asc(outbox.id))
      .limit(1);
    return twin!.id;
  }
  const row = async (id: number) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const idle = () => t.app.services.jobRunner.idle();
  const inject = (callback: { url: string; headers: Record<string, string>; payload: string }, lang = 'ar') =>
    t.app.inject({
      method: 'POST',
      url: callback.url,
      headers: { ...callback.headers, 'accept-language': lang },
      payload: callback.payload,
    });

  it('sends the documented request (method, path, authentication, sender, body) and records the provider’s id', async () => {
    const id = await send();
    await idle();
    expect(fake.accepted).toHaveLength(1);
    const sent = fake.accepted[0]!;
    const documented = spec.request(BODY, id, sent);
    expect(sent).toMatchObject({ method: 'POST', path: documented.path, headers: documented.headers });
    expect(fieldsOf(sent)).toEqual(documented.fields);
    expect(await row(id)).toMatchObject({
      state: 'sent',
      provider: spec.name,
      providerMessageId: spec.idOf(1) || null,
      attempts: 1,
      error: null,
      sentAt: clock.now(),
    });

    // A second run of its job (a worker that took it again after a lapsed lease) hands nothing over.
    const job = channel === 'sms' ? smsDeliveryJob : whatsappDeliveryJob;
    await t.app.services.jobs.enqueue(job, { outboxId: id });
    await idle();
    expect(fake.received).toHaveLength(1);
  });

  it('does not retry a refusal: the message fails at once with the provider’s reason', async () => {
    fake.script('refuse');
    const id = await send();
    await idle();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1, sentAt: null });
    expect((await row(id)).error).toMatch(spec.refusal);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.uniqueKey, `outbox:${id}`)));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    clock.advance(HOUR);
    await idle();
    expect(fake.accepted).toHaveLength(1);
  });

  it('retries a provider that does not answer in time, with back-off, until it takes the message', async () => {
    fake.script('hang');
    const before = fake.accepted.length;
    const id = await send();
    await idle();
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 1, error: 'no answer within 2 s' });
    clock.advance(HOUR);
    await idle();
    expect(fake.accepted).toHaveLength(before + 1);
    const providerMessageId = spec.idOf(fake.accepted.length) || null;
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, error: null, providerMessageId });
  });

  it('retries a 5xx and a 429 with back-off, then sends once', async () => {
    fake.script('fail', 'throttle');
    const before = fake.accepted.length;
    const id = await send();
    await idle();
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await row(id)).error).toMatch(/^HTTP 503/);
    clock.advance(HOUR);
    await idle();
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 2 });
    expect((await row(id)).error).toMatch(/^HTTP 429/);
    clock.advance(HOUR);
    await idle();
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 3, error: null });
    expect(fake.accepted).toHaveLength(before + 1);
  });

  const { callback } = spec;
  if (!callback) {
    it('has no status callback (none documented): the route answers 404 for it', async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/outbox/status/${spec.name}`, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'OUTBOX_PROVIDER_OFF' });
    });
    return;
  }

  it('takes a status callback that proves to be the provider’s: delivered, or undelivered with its reason', async () => {
    const delivered = await send();
    const undelivered = await send();
    await idle();
    const idOf = async (id: number) => (await row(id)).providerMessageId ?? '';
    const first = callback({ outboxId: delivered, providerId: await idOf(delivered) }, 'delivered', false);
    expect((await inject(first)).statusCode).toBe(204);
    expect(await row(delivered)).toMatchObject({ state: 'delivered', deliveredAt: clock.now() });
    const second = callback({ outboxId: undelivered, providerId: await idOf(undelivered) }, 'failed', false);
    expect((await inject(second)).statusCode).toBe(204);
    expect(await row(undelivered)).toMatchObject({ state: 'failed', deliveredAt: null });
    expect((await row(undelivered)).error).toBe(spec.undelivered);
    // A late report changes nothing once the message is settled.
    expect(
      (await inject(callback({ outboxId: delivered, providerId: await idOf(delivered) }, 'failed', false))).statusCode,
    ).toBe(204);
    expect(await row(delivered)).toMatchObject({ state: 'delivered' });
  });

  it('refuses a callback with a wrong signature or token, in the caller’s language, and changes nothing', async () => {
    const id = await send();
    await idle();
    const forged = callback({ outboxId: id, providerId: (await row(id)).providerMessageId ?? '' }, 'delivered', true);
    const ar = await inject(forged);
    expect(ar.statusCode).toBe(401);
    expect(ar.json()).toMatchObject({
      code: 'OUTBOX_CALLBACK_UNSIGNED',
      message: 'تعذّر التحقق من توقيع إشعار حالة الرسالة.',
    });
    const en = await inject(forged, 'en');
    expect(en.json()).toMatchObject({ message: 'The status callback’s signature or token could not be verified.' });
    expect(await row(id)).toMatchObject({ state: 'sent', deliveredAt: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { e164, lastCode, newPerson, register } from '../../test/auth-kit.js';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { META, PUBLIC_URL, SPECS, TO } from '../../test/provider-fakes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outbox } from './outbox.table.js';

const behaviour = SPECS.find((spec) => spec.name === 'whatsapp')!.behaviour;
const whatsappUrl = (host: string, templates: string) =>
  `whatsapp+http://${META.token}@${host}/v21.0/${META.phoneId}?${templates}&en=en_US&verifyToken=meta-verify-token-0123`;

describe('WhatsApp beside SMS: which texts go there', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider(behaviour);
    t = await createTestApp({ PUBLIC_URL, WHATSAPP_URL: whatsappUrl(fake.host, 'notice=bayan_notice') });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const whatsappRows = (recipient: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.recipient, recipient)));
  const send = (body: string, whatsapp?: { kind: 'notice' } | { kind: 'reminder' } | { kind: 'code'; code: string }) =>
    t.app.services.outbox.send({
      channel: 'sms',
      recipient: TO,
      subject: 's',
      body,
      ...(whatsapp ? { whatsapp } : {}),
    });

  it('sends a notice as its template, in the text’s language, and keeps the SMS (no SMS_URL here)', async () => {
    const sms = await send('Bayan: your appointment\n  is confirmed.', { kind: 'notice' });
    expect(sms).toMatchObject({ channel: 'sms', state: 'kept' });
    await t.app.services.jobRunner.idle();
    const [row] = await whatsappRows(TO);
    expect(row).toMatchObject({
      state: 'sent',
      body: 'Bayan: your appointment\n  is confirmed.',
      template: { name: 'bayan_notice', language: 'en_US', parameters: ['Bayan: your appointment is confirmed.'] },
    });
  });

  it('sends no code, no reminder without its template, and nothing unmarked', async () => {
    const before = (await whatsappRows(TO)).length;
    await send('رمز التحقق في بيان: 123456', { kind: 'code', code: '123456' });
    await send('تذكير بموعدك', { kind: 'reminder' });
    await send('رابط إعادة تعيين كلمة المرور');
    expect(await whatsappRows(TO)).toHaveLength(before);
  });

  it('answers Meta’s subscription check with the challenge, only for the right token', async () => {
    const check = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/outbox/status/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check('meta-verify-token-0123');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    expect((await check('guessed-token-000000')).statusCode).toBe(401);
    // No app secret in WHATSAPP_URL: its status callbacks cannot be checked, so none is taken.
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/outbox/status/whatsapp', payload: {} });
    expect(unsigned.json()).toMatchObject({ code: 'OUTBOX_PROVIDER_OFF' });
  });
});

describe('WhatsApp for codes, when a code template is named', () => {
  let fake: FakeProvider;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeProvider(behaviour);
    t = await createTestApp({ WHATSAPP_URL: whatsappUrl(fake.host, 'code=bayan_code') });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends a sign-up code as the authentication template, with its copy-code button', async () => {
    const person = newPerson();
    await register(t.app, person);
    const code = await lastCode(t.app, e164(person.phone));
    const request = fake.accepted.find((r) => r.body.includes(code));
    expect(JSON.parse(request!.body).template).toEqual({
      name: 'bayan_code',
      language: { code: 'ar' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    });
  });
});

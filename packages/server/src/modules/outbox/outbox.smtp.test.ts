import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { newPerson, register } from '../../test/auth-kit.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jobs } from '../../lib/jobs/jobs.table.js';
import { outbox } from './outbox.table.js';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

async function appWith(sink: Sink): Promise<TestApp> {
  return createTestApp({ SMTP_URL: sink.url, SMTP_FROM: 'Bayan <no-reply@bayan.test>' });
}

const rowsTo = (t: TestApp, recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('email delivery over SMTP (SMTP_URL)', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await appWith(sink);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the reset link after the reply and marks the outbox row sent', async () => {
    const person = newPerson();
    await register(t.app, person);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: person.email },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(202);
    await t.app.services.jobRunner.idle();

    const mails = sink.received.filter((mail) => mail.to.includes(person.email));
    const reset = mails.find((mail) => /reset\?token=/.test(mail.data.replace(/=\r\n/g, '')));
    expect(reset, 'the reset email reached the SMTP server').toBeDefined();
    expect(reset!.from).toContain('no-reply@bayan.test');
    const rows = await rowsTo(t, person.email);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.sentAt !== null && row.error === null)).toBe(true);

    // Exactly what the outbox stored: its text and its HTML, the two parts of one multipart/alternative message.
    const mail = await PostalMime.parse(reset!.data);
    const stored = rows.find((row) => row.subject === mail.subject);
    expect(stored?.subject).toMatch(/^إعادة تعيين كلمة المرور في بيان \| Reset your Bayan password$/);
    expect(mail.headers.find((header) => header.key === 'content-type')?.value).toMatch(/^multipart\/alternative;/);
    expect(mail.text?.replace(/\r\n/g, '\n')).toBe(stored!.body);
    expect(mail.html?.replace(/\r\n/g, '\n')).toBe(stored!.html);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('email delivery refused by the SMTP server', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: true });
    t = await appWith(sink);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('still answers the sign-up, keeps the message and records the failure on its row', async () => {
    const person = newPerson();
    const tokens = await register(t.app, person);
    expect(tokens.access_token).toBeTruthy();
    await t.app.services.jobRunner.idle();
    const [row] = await rowsTo(t, person.email);
    expect(row).toMatchObject({ sentAt: null });
    expect(row!.error).toMatch(/550/);
  });

  it('does not retry a refusal: a 5xx reply fails the delivery job at once', async () => {
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, 'outbox.email'));
    expect(rows.length).toBeGreaterThan(0);
    for (const job of rows)
      expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/550/) });
  });
});

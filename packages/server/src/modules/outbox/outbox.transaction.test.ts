import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../lib/jobs/jobs.table.js';
import { transactor } from '../../lib/module/transaction.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newPubkey } from '../users/users.pubkey.js';
import { users } from '../users/users.table.js';
import { outbox } from './outbox.table.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SMTP_FROM: 'Bayan <no-reply@bayan.test>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A change (a new account) and its email, written in one transaction that `finish` may abort. */
async function changeWithMessage(email: string, finish: () => void): Promise<void> {
  const transact = transactor(t.database.db, (db) => db);
  await transact(async (db, tx) => {
    await db.insert(users).values({ pubkey: newPubkey(), firstName: 'Tx', lastName: 'Test', email, passwordHash: 'x' });
    const welcome = { subject: 'Welcome', body: 'Hello', html: '<p>Hello</p>' };
    await t.app.services.outbox.send({ channel: 'email', recipient: email, ...welcome }, tx);
    finish();
  });
}

const accountsOf = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));
const messagesTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
const deliveryJobsOf = (outboxId: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.type} = 'outbox.email' and ${jobs.payload}->>'outboxId' = ${String(outboxId)}`);

describe('OutboxService.send inside the caller’s transaction', () => {
  it('commits the message and its delivery job with the change', async () => {
    const email = `committed-${newPubkey().slice(0, 8).toLowerCase()}@test.local`;
    await changeWithMessage(email, () => undefined);
    expect(await accountsOf(email)).toHaveLength(1);
    const messages = await messagesTo(email);
    expect(messages).toMatchObject([{ channel: 'email', subject: 'Welcome' }]);
    expect(await deliveryJobsOf(messages[0]!.id)).toHaveLength(1);
    await t.app.services.jobRunner.idle();
    expect(sink.received.some((mail) => mail.to.includes(email))).toBe(true);
  });

  it('leaves no message and no delivery job when the change rolls back', async () => {
    const email = `rolled-back-${newPubkey().slice(0, 8).toLowerCase()}@test.local`;
    const jobsBefore = await t.database.db.select().from(jobs).where(eq(jobs.type, 'outbox.email'));
    const failure = new Error('the change fails after the message was written');
    await expect(
      changeWithMessage(email, () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await accountsOf(email)).toHaveLength(0);
    expect(await messagesTo(email)).toHaveLength(0);
    const jobsAfter = await t.database.db.select().from(jobs).where(eq(jobs.type, 'outbox.email'));
    expect(jobsAfter.map((job) => job.id)).toEqual(jobsBefore.map((job) => job.id));
    await t.app.services.jobRunner.idle();
    expect(sink.received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});

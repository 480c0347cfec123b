import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { FakeClock } from '../../lib/clock.js';
import { jobs } from '../../lib/jobs/jobs.table.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { outbox } from './outbox.table.js';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const HOUR = 3600_000;
const message = (recipient: string) => ({
  channel: 'email' as const,
  recipient,
  subject: 'Hello',
  body: 'Body',
  html: '<p>Body</p>',
});

const outboxRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const deliveryJob = async (t: TestApp, id: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'outbox.email'), sql`${jobs.payload}->>'outboxId' = ${String(id)}`))
  )[0]!;

describe('email delivery as a durable job', () => {
  let sink: Sink;
  const clock = new FakeClock(new Date('2026-06-01T08:00:00Z'));
  const apps: TestApp[] = [];
  const appOn = async (database?: TestApp['database']) => {
    const env = { SMTP_URL: sink.url, SMTP_FROM: 'Bayan <no-reply@bayan.test>' };
    const t = await createTestApp(env, { clock, ...(database ? { database } : {}) });
    apps.unshift(t);
    return t;
  };
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ defer: 2 });
    t = await appOn();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await sink.close();
  });

  it('retries a server that answers "try again later" with back-off, until it delivers', async () => {
    const { id } = await t.app.services.outbox.send(message('later@test.local'));
    await t.app.services.jobRunner.idle();
    expect(await outboxRow(t, id)).toMatchObject({ sentAt: null, error: expect.stringMatching(/451/) });
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'pending', attempts: 1 });

    clock.advance(HOUR);
    await t.app.services.jobRunner.idle();
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(sink.received).toHaveLength(0);

    clock.advance(HOUR);
    await t.app.services.jobRunner.idle();
    expect(await outboxRow(t, id)).toMatchObject({ sentAt: clock.now(), error: null });
    expect(await deliveryJob(t, id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(sink.received.map((mail) => mail.to)).toEqual([['later@test.local']]);
  });

  it(
    'delivers, after a restart, a message whose server stopped right after committing it',
    { timeout: 90_000 },
    async () => {
      const crashed = t;
      // The server stops running jobs, as if it died once the message and its job were committed.
      await crashed.app.services.jobRunner.stop();
      const { id } = await crashed.app.services.outbox.send(message('restart@test.local'));
      expect(await deliveryJob(crashed, id)).toMatchObject({ status: 'pending', attempts: 0 });

      const restarted = await appOn(crashed.database);
      await restarted.app.services.jobRunner.idle();
      expect(await outboxRow(restarted, id)).toMatchObject({ sentAt: clock.now(), error: null });
      expect(sink.received.filter((mail) => mail.to.includes('restart@test.local'))).toHaveLength(1);
    },
  );
});

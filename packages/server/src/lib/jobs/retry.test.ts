import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openJobsKit, type JobsKit } from '../../test/jobs-kit.js';
import { defineJob, PermanentJobError } from './job-type.js';
import type { JobRunner } from './runner.js';

const flaky = defineJob('test.flaky', z.object({ failures: z.number().int(), permanent: z.boolean() }), 3);
const failedQuery = defineJob('test.failed-query', z.object({}), 1);
let kit: JobsKit;
let runner: JobRunner;
const attempts = new Map<number, number>();

beforeAll(async () => {
  kit = await openJobsKit();
  kit.queue.handle(flaky, async ({ failures, permanent }, job) => {
    attempts.set(job.id, job.attempt);
    if (job.attempt > failures) return;
    throw permanent ? new PermanentJobError('refused for good') : new Error(`boom ${job.attempt}`);
  });
  kit.queue.handle(failedQuery, async () => {
    throw new Error('Failed query: update "users" set "email" = $1 where "id" = $2\nparams: secret@example.org,7');
  });
  // The largest jitter every time: each wait is exactly its ceiling, 15 s doubling.
  runner = await kit.startRunner({ pollMs: 60_000, random: () => 1 });
});
afterAll(() => kit.close());

const SECOND = 1000;

describe('jobs: retries', () => {
  it('retries with doubling back-off, then marks the job failed after its last attempt', async () => {
    const start = kit.clock.now().getTime();
    const id = await kit.queue.enqueue(flaky, { failures: 99, permanent: false });
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: boom 1',
      runAt: new Date(start + 15 * SECOND),
    });
    kit.clock.advance(15 * SECOND - 1);
    await runner.idle();
    expect(attempts.get(id!)).toBe(1);
    kit.clock.advance(1);
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({ status: 'pending', attempts: 2, runAt: new Date(start + 45 * SECOND) });
    kit.clock.advance(30 * SECOND);
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: boom 3',
      finishedAt: kit.clock.now(),
      lockedBy: null,
    });
    kit.clock.advance(24 * 3600 * SECOND);
    await runner.idle();
    expect(attempts.get(id!)).toBe(3);
  });

  it('succeeds on a later attempt and clears nothing it should keep', async () => {
    const id = await kit.queue.enqueue(flaky, { failures: 1, permanent: false });
    await runner.idle();
    kit.clock.advance(15 * SECOND);
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({ status: 'done', attempts: 2, lastError: 'Error: boom 1' });
  });

  it('stops at once on a PermanentJobError', async () => {
    const id = await kit.queue.enqueue(flaky, { failures: 99, permanent: true });
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentJobError: refused for good',
    });
  });

  it('honours max attempts given at enqueue', async () => {
    const id = await kit.queue.enqueue(flaky, { failures: 99, permanent: false }, { maxAttempts: 1 });
    await runner.idle();
    expect(await kit.row(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it("keeps a failed query's text but not its parameter values in the job's last error", async () => {
    const id = await kit.queue.enqueue(failedQuery, {});
    await runner.idle();
    const row = await kit.row(id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.lastError).toContain('update "users" set "email" = $1');
    expect(row?.lastError).not.toContain('secret@example.org');
  });
});

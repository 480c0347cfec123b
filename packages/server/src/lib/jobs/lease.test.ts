import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { openJobsKit, type JobsKit } from '../../test/jobs-kit.js';
import { defineJob } from './job-type.js';
import { jobs } from './jobs.table.js';
import type { JobRunner } from './runner.js';

const work = defineJob('test.work', z.object({ n: z.number() }), 3);
const HOUR = 3600_000;
let kit: JobsKit;
let runner: JobRunner;
const done: number[] = [];

beforeAll(async () => {
  kit = await openJobsKit();
  kit.queue.handle(work, async ({ n }) => void done.push(n));
  runner = await kit.startRunner({ pollMs: 60_000, leaseMs: HOUR });
});
afterAll(() => kit.close());

describe('jobs: leases', () => {
  it('runs a job again once the lease of a worker that died during it has expired', async () => {
    // Another server claims the job and dies in the middle: its one slot never finishes. This
    // server's runner is stopped meanwhile, so that the other one claims it (both are woken by
    // the enqueue, and on PostgreSQL either could win), and started again once it has.
    await runner.stop();
    const crashed = await kit.otherProcess();
    crashed.queue.handle(work, () => new Promise<void>(() => undefined));
    const crashedRunner = await crashed.startRunner({ concurrency: 1, leaseMs: HOUR, stopGraceMs: 0 });
    const id = await kit.queue.enqueue(work, { n: 1 });
    await vi.waitFor(async () => expect(await kit.row(id)).toMatchObject({ status: 'running' }), { timeout: 5000 });
    expect(await kit.row(id)).toMatchObject({ attempts: 1, lockedBy: crashedRunner.worker });

    runner = await kit.startRunner({ pollMs: 60_000, leaseMs: HOUR });
    await runner.idle();
    expect(done).toEqual([]);
    kit.clock.advance(HOUR);
    await runner.idle();
    expect(done).toEqual([1]);
    expect(await kit.row(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // The dead worker's late hand-back touches nothing: the attempt is no longer its own.
    await crashedRunner.stop();
    expect(await kit.row(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks failed a job whose worker died during its last attempt', async () => {
    // Due in a minute, so that only the server about to die claims it, then.
    const now = new Date(kit.clock.now().getTime() + 60_000);
    const id = await kit.queue.enqueue(work, { n: 2 }, { maxAttempts: 1, runAt: now });
    const claimed = await kit.repository.claim({ now, limit: 1, types: [work.name], worker: 'gone', leaseMs: HOUR });
    expect(claimed.map((job) => job.id)).toEqual([id]);
    kit.clock.advance(60_000 + HOUR);
    runner.wake();
    await runner.idle();
    expect(done).not.toContain(2);
    expect(await kit.row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'lease expired' });
  });
});

describe('jobs: pruning', () => {
  it('deletes done jobs a week after they finished and keeps failed ones', async () => {
    const old = await kit.queue.enqueue(work, { n: 3 });
    await runner.idle();
    kit.clock.advance(7 * 24 * HOUR + HOUR);
    const recent = await kit.queue.enqueue(work, { n: 4 });
    await runner.idle();
    expect(await kit.row(old)).toBeUndefined();
    expect(await kit.row(recent)).toMatchObject({ status: 'done' });
    const failed = await kit.database.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(failed).toHaveLength(1);
  });
});

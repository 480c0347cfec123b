import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openJobsKit, type JobsKit } from '../../test/jobs-kit.js';
import { defineJob } from './job-type.js';

const slow = defineJob('test.slow', z.object({ ms: z.number() }));
let kit: JobsKit;

beforeAll(async () => {
  kit = await openJobsKit();
});
afterAll(() => kit.close());

/** A process whose handler starts, then takes `ms` (forever when negative). */
async function processWithSlowJob(ms: number, stopGraceMs: number) {
  const server = await kit.otherProcess();
  const started: number[] = [];
  server.queue.handle(slow, async ({ ms }, job) => {
    started.push(job.id);
    await new Promise((resolve) => (ms >= 0 ? setTimeout(resolve, ms) : undefined));
  });
  const runner = await server.startRunner({ stopGraceMs });
  const id = await kit.queue.enqueue(slow, { ms });
  await vi.waitFor(() => expect(started).toEqual([id]), { timeout: 5000 });
  return { runner, id };
}

describe('jobs: stopping a runner', () => {
  it('waits for the running job to finish', async () => {
    const { runner, id } = await processWithSlowJob(300, 10_000);
    await runner.stop();
    expect(await kit.row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('hands back a job that outlasts the grace period, without counting the attempt', async () => {
    const { runner, id } = await processWithSlowJob(-1, 0);
    await runner.stop();
    expect(await kit.row(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      runAt: kit.clock.now(),
    });
  });
});

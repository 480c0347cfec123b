import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openJobsKit, type JobsKit } from '../../test/jobs-kit.js';
import { transactor } from '../module/transaction.js';
import { defineJob } from './job-type.js';
import type { JobRunner } from './runner.js';

const echo = defineJob('test.echo', z.object({ n: z.number().int() }));
let kit: JobsKit;
let runner: JobRunner;
const seen: number[] = [];

beforeAll(async () => {
  kit = await openJobsKit();
  kit.queue.handle(echo, async ({ n }) => void seen.push(n));
  runner = await kit.startRunner({ pollMs: 60_000 });
});
afterAll(() => kit.close());

describe('jobs: enqueue, claim, complete', () => {
  it('runs each enqueued job once and marks it done', async () => {
    seen.length = 0;
    const ids = [await kit.queue.enqueue(echo, { n: 1 }), await kit.queue.enqueue(echo, { n: 2 })];
    await runner.idle();
    expect(seen.sort()).toEqual([1, 2]);
    for (const id of ids) {
      expect(await kit.row(id)).toMatchObject({
        status: 'done',
        attempts: 1,
        lockedBy: null,
        lastError: null,
        finishedAt: kit.clock.now(),
      });
    }
  });

  it('is woken by an enqueue, without waiting for the next poll', async () => {
    seen.length = 0;
    await kit.queue.enqueue(echo, { n: 3 });
    await vi.waitFor(() => expect(seen).toEqual([3]), { timeout: 5000 });
  });

  it('leaves a job for later until the clock reaches its run-at time', async () => {
    seen.length = 0;
    const id = await kit.queue.enqueue(echo, { n: 4 }, { runAt: new Date(kit.clock.now().getTime() + 60_000) });
    await runner.idle();
    expect(seen).toEqual([]);
    expect(await kit.row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    kit.clock.advance(60_000);
    await runner.idle();
    expect(seen).toEqual([4]);
  });

  it('commits a job with the transaction it was enqueued in, and drops it on rollback', async () => {
    seen.length = 0;
    const rolledBack = transactor(kit.database.db, () => ({}))(async (_repos, tx) => {
      await kit.queue.enqueue(echo, { n: 5 }, { tx });
      throw new Error('the change failed');
    });
    await expect(rolledBack).rejects.toThrow('the change failed');
    await runner.idle();
    expect(seen).toEqual([]);
  });

  it('refuses a payload its type does not accept', async () => {
    await expect(kit.queue.enqueue(echo, { n: 'x' as unknown as number })).rejects.toThrow();
  });
});

describe('jobs: unique key', () => {
  it('keeps one live job per key, and frees the key once the job is done', async () => {
    seen.length = 0;
    const later = { runAt: new Date(kit.clock.now().getTime() + 1000), uniqueKey: 'reminder:appointment:42' };
    const first = await kit.queue.enqueue(echo, { n: 42 }, later);
    expect(first).toEqual(expect.any(Number));
    expect(await kit.queue.enqueue(echo, { n: 42 }, later)).toBeUndefined();
    kit.clock.advance(1000);
    await runner.idle();
    expect(seen).toEqual([42]);
    const again = await kit.queue.enqueue(echo, { n: 43 }, { uniqueKey: 'reminder:appointment:42' });
    expect(again).toBeGreaterThan(first!);
    await runner.idle();
    expect(seen).toEqual([42, 43]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openJobsKit, type JobsKit } from '../../test/jobs-kit.js';
import { defineJob } from './job-type.js';
import { jobs } from './jobs.table.js';

const tick = defineJob('test.tick', z.object({ n: z.number().int() }));
const JOBS = 60;
let kit: JobsKit;

beforeAll(async () => {
  kit = await openJobsKit();
});
afterAll(() => kit.close());

describe('jobs: two server processes on one database', () => {
  it('run every job exactly once, never the same job at the same time', async () => {
    const runs = new Map<number, string[]>();
    const inFlight = new Set<number>();
    const overlaps: number[] = [];
    const servers = [await kit.otherProcess(), await kit.otherProcess()];
    const runners = [];
    for (const [index, server] of servers.entries()) {
      server.queue.handle(tick, async ({ n }) => {
        if (inFlight.has(n)) overlaps.push(n);
        inFlight.add(n);
        runs.set(n, [...(runs.get(n) ?? []), `server ${index}`]);
        await new Promise((resolve) => setTimeout(resolve, 5 + (n % 7)));
        inFlight.delete(n);
      });
      runners.push(await server.startRunner({ concurrency: 3, pollMs: 20 }));
    }
    for (let n = 0; n < JOBS; n += 1) await kit.queue.enqueue(tick, { n });
    for (const runner of runners) await runner.idle();

    expect(overlaps).toEqual([]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(JOBS).keys()]);
    expect([...runs.values()].filter((servedBy) => servedBy.length !== 1)).toEqual([]);
    const perServer = [...runs.values()].flat();
    expect(perServer.filter((s) => s === 'server 0').length, 'both servers took a share').toBeGreaterThan(0);
    expect(perServer.filter((s) => s === 'server 1').length, 'both servers took a share').toBeGreaterThan(0);
    const rows = await kit.database.db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});

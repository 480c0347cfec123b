import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defineJob } from './job-type.js';
import { jobs } from './jobs.table.js';

const slow = defineJob('test.slow_on_close', z.object({}));

describe('closing the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('waits for the job it is running before closing the database', async () => {
    const steps: string[] = [];
    t.app.services.jobs.handle(slow, async () => {
      steps.push('started');
      await new Promise((resolve) => setTimeout(resolve, 300));
      steps.push('finished');
    });
    const id = await t.app.services.jobs.enqueue(slow, {});
    await vi.waitFor(() => expect(steps).toEqual(['started']), { timeout: 5000 });
    await t.app.close();
    steps.push('closed');
    expect(steps).toEqual(['started', 'finished', 'closed']);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    await t.database.close();
  });
});

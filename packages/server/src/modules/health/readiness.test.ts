import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ready = (t: TestApp, url = '/api/ready') => t.app.inject({ method: 'GET', url });

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 200 with every part ready, with and without /v1', async () => {
    for (const url of ['/api/ready', '/v1/api/ready']) {
      const res = await ready(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied', jobs: 'running' });
    }
  });

  it('is 503 naming the migrations while the newest one is not recorded as applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending', jobs: 'running' });

    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
    );
    expect((await ready(t)).statusCode).toBe(200);
  });
});

describe('GET /api/ready, a part stopped', () => {
  it('is 503 naming the jobs worker once it has stopped (shutdown), while /api/health stays 200', async () => {
    const t = await createTestApp();
    await t.app.services.jobRunner.stop();
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'applied', jobs: 'stopped' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.close();
  });

  it('is 503 naming the database when it does not answer, the migrations then unknown', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown', jobs: 'running' });
    await t.app.close();
  });
});

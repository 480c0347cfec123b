import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.js';
import { rowsOf } from './test/clinic-demo-kit.js';
import { createTestApp, TEST_ADMIN, type TestApp } from './test/test-app.js';
import { openTestDatabase } from './test/test-database.js';

// Only PostgreSQL has several processes on one database: a PGlite data folder admits one.
describe.runIf(process.env.TEST_DB === 'postgres')('API processes starting together on an empty database', () => {
  let database: Database | undefined;
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  });

  it('both start, and the first SUPERADMIN is created once', async () => {
    database = await openTestDatabase();
    const started = await Promise.allSettled([0, 1].map(() => createTestApp({}, { database })));
    apps.push(...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    const admins = await rowsOf<{ n: number }>(
      apps[0]!,
      sql`select count(*)::int as n from users where lower(email) = ${TEST_ADMIN.email}`,
    );
    expect(admins).toEqual([{ n: 1 }]);
  });
});

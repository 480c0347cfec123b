import type { sql } from 'drizzle-orm';
import { FakeClock } from '../lib/clock.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The demo clinic's tests: "now" is a Sunday morning in Riyadh (10 May 2026, 11:30). */
export const DEMO_NOW = new Date('2026-05-10T08:30:00Z');

/**
 * A test app at DEMO_NOW, with the demo clinic seeded at its start when `demoData`. The endowments
 * module is off: its demo (drafts and their accounts) is not the clinic's to count.
 */
export const openDemoApp = (demoData: boolean, database?: TestApp['database']) =>
  createTestApp(
    { BAYAN_MODULES: 'names,clinic' },
    { clock: new FakeClock(DEMO_NOW), config: { demoData }, ...(database && { database }) },
  );

export const rowsOf = async <T>(t: Pick<TestApp, 'database'>, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

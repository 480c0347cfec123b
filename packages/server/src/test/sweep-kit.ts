import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import type { FakeClock } from '../lib/clock.js';
import { appointmentReminders } from '../modules/clinic/reminders/appointment-reminders.table.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Helpers for the clinic sweep's tests: server processes with the sweep on, driven by one FakeClock. */

/** A server with the minute sweep on (test apps have it off), on `database` if given, as a restart would find it. */
export const sweepingApp = (clock: FakeClock, database?: Database) =>
  createTestApp({ CLINIC_SWEEP: '1' }, { clock, ...(database ? { database } : {}) });

/**
 * Another server process on the same database: on PostgreSQL its own connection pool (as another
 * machine's), on PGlite the same embedded database. `close` stops the server and its pool.
 */
export async function otherServer(first: TestApp, clock: FakeClock): Promise<TestApp> {
  const { database } = first;
  const pool =
    database.kind === 'postgres'
      ? await openDatabase({ url: database.pool.options.connectionString, dataDir: 'unused' })
      : undefined;
  const app = await sweepingApp(clock, pool ?? database);
  return { ...app, close: async () => (await app.close(), await pool?.close()) };
}

/** Lets every server's job runner run what is due now, until none has anything left. */
export async function runDue(servers: readonly TestApp[]): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    for (const { app } of servers) app.services.jobRunner.wake();
    for (const { app } of servers) await app.services.jobRunner.idle();
  }
}

/** The reminders written for an appointment: `kind`, oldest first. */
export async function remindersOf(t: TestApp, appointmentId: number): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(appointmentReminders)
    .where(eq(appointmentReminders.appointmentId, appointmentId))
    .orderBy(asc(appointmentReminders.id));
  return rows.map((row) => row.kind);
}

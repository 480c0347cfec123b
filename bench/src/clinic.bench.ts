// The clinic's availability on PostgreSQL 15 with 100 doctors, their agendas over a past year and
// the next 90 days, and 200k appointments: one doctor's 14 days (GET /api/doctors/:pubkey/availability)
// and the next free slots across a speciality's 50 doctors (GET /api/availability), through the
// built server over HTTP, one request at a time, beside bare SELECTs of the same rows in the same
// run. Run with `npm run bench:clinic` (starts its own PostgreSQL 15); CLINIC_SAMPLES,
// CLINIC_APPOINTMENTS change the sample count and the data set, CLINIC_KEEP=1 keeps the database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { doctorWindow, floor, nextFree } from './clinic/cases.js';
import { measure, type Latency } from './clinic/latency.js';
import { seedAppointments } from './clinic/seed-appointments.js';
import { DOCTORS, HISTORY_DAYS, seedDirectory, SPECIALITY_DOCTORS } from './clinic/seed-directory.js';
import { freePort, stopProcess, waitForHealth } from './support/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is required: run `npm run bench:clinic`');
const SAMPLES = Number(process.env.CLINIC_SAMPLES ?? 300);
const APPOINTMENTS = Number(process.env.CLINIC_APPOINTMENTS ?? 200_000);
const WARMUP = 20;

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = '/bench_clinic';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists bench_clinic with (force)');
await admin.query('create database bench_clinic');

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-bench-clinic-'));
const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/server.js')], {
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    BAYAN_DEMO: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(port),
  },
  stdio: 'inherit',
  detached: true,
});
const api = `http://127.0.0.1:${port}`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const client = new pg.Client({ connectionString: databaseUrl.toString() });
const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 10 });
try {
  await waitForHealth(api, server, 120_000);
  await client.connect();
  const started = performance.now();
  const directory = await seedDirectory(client);
  const directoryTime = seconds(started);
  const appointments = await seedAppointments(client, APPOINTMENTS);
  await client.query('vacuum analyze');
  const seedTime = seconds(started);

  const count = (n: number) => n.toLocaleString('en');
  const states = Object.entries(appointments.byStatus).map(([status, n]) => `${status} ${count(n)}`);
  console.log(
    `\n${DOCTORS} doctors in 4 clinics (${SPECIALITY_DOCTORS} in the searched speciality), 4 agendas each ` +
      `(the past ${HISTORY_DAYS} days, then 3 × 30 days ahead), ${count(directory.patients)} patients`,
  );
  console.log(
    `${count(appointments.total)} appointments of ${count(appointments.slots)} bookable seat-slots, ` +
      `${count(appointments.ahead)} from today on: ${states.join(', ')}`,
  );
  console.log(`seeded in ${seedTime} s (directory ${directoryTime} s), load average ${loadavg()[0]!.toFixed(1)}`);

  const cases = [floor(api, db), doctorWindow(api, db, directory), nextFree(api, db, directory)];
  const rows: { label: string; target: number; ours: Latency; base: Latency }[] = [];
  for (const c of cases) {
    console.log(`${c.label}: ${await c.describe()}`);
    rows.push({ label: c.label, target: c.targetP95, ...(await measure(c.ours, c.base, SAMPLES, WARMUP)) });
  }

  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\n${SAMPLES} samples each, one request at a time, load average ${loadavg()[0]!.toFixed(1)}`);
  console.log('case                      bayan p50    p95    max | SQL p50    p95    max (ms) | ×p50  ×p95');
  for (const { label, ours, base } of rows) {
    console.log(
      `${label.padEnd(24)} ${ms(ours.p50)}${ms(ours.p95)}${ms(ours.max)} | ${ms(base.p50)}${ms(base.p95)}${ms(base.max)}      |` +
        `${(ours.p50 / base.p50).toFixed(1).padStart(5)}${(ours.p95 / base.p95).toFixed(1).padStart(6)}`,
    );
  }
  for (const { label, target, ours } of rows.filter((row) => Number.isFinite(row.target)))
    console.log(`${ours.p95 <= target ? 'PASS' : 'MISS'} ${label} p95 ≤ ${target} ms`);
} finally {
  await Promise.all([client.end().catch(() => undefined), db.end(), stopProcess(server)]);
  rmSync(dataDir, { recursive: true, force: true });
  // CLINIC_KEEP=1 leaves the database behind to profile it (with DATABASE_URL set to a server of yours).
  if (process.env.CLINIC_KEEP !== '1') await admin.query('drop database if exists bench_clinic with (force)');
  await admin.end();
}

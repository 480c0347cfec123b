import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, it, type ExpectStatic } from 'vitest';
import { runCrashRounds, type CrashRun } from './crash-rounds.js';
import { crashSeed } from './random.js';
import { createScratchDatabase } from './scratch-database.js';

// Issue 8: at least 20 rounds per database. CRASH_ROUNDS runs more (or fewer, while debugging);
// CRASH_SEED replays the kill moments and write mix of a printed run.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SEED = crashSeed();

function report(label: string, run: CrashRun) {
  const lines = run.rounds.map(
    (r) =>
      `  round ${String(r.round).padStart(2)}: killed ${String(r.killAfterMs).padStart(4)} ms after the first ack, ` +
      `${r.acked} writes acknowledged, ${r.acked - r.lostWrites} found, ${r.unanswered} unanswered, ` +
      `restart ${r.restartMs} ms, ${r.namesChecked} names checked, ${r.lostWrites} lost`,
  );
  const sum = (key: 'acked' | 'unanswered' | 'lostWrites') => run.rounds.reduce((n, r) => n + r[key], 0);
  const acked = sum('acked');
  const lost = sum('lostWrites');
  lines.push(
    `  total: ${run.rounds.length}/${ROUNDS} restarts OK, ${acked} writes acknowledged, ${acked - lost} found, ` +
      `${lost} lost, ${sum('unanswered')} unanswered at the kills, ${(run.totalMs / 1000).toFixed(1)} s (CRASH_SEED=${SEED})`,
  );
  console.log(`kill -9 on ${label}:\n${lines.join('\n')}`);
}

function expectNoLoss(expect: ExpectStatic, run: CrashRun) {
  expect(run.errors, `refused or unanswered writes before the kill (CRASH_SEED=${SEED})`).toEqual([]);
  expect(run.lost, `acknowledged writes missing after a restart (CRASH_SEED=${SEED})`).toEqual([]);
  expect(run.rounds).toHaveLength(ROUNDS);
  expect(run.rounds.every((r) => r.acked > 0)).toBe(true);
}

// The two databases' rounds run side by side: each has its own server, data and ledger, and most of a
// round is waiting (for a restart, for the kill moment) rather than computing.
describe.concurrent('kill -9 under write load, restart on the same data', () => {
  it(`PGlite (DATA_DIR): ${ROUNDS} rounds`, async ({ expect }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bayan-crash-'));
    try {
      const run = await runCrashRounds({ DATA_DIR: dataDir }, ROUNDS, SEED);
      report('PGlite', run);
      expectNoLoss(expect, run);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`PostgreSQL (DATABASE_URL): ${ROUNDS} rounds`, async ({ expect }) => {
    const database = await createScratchDatabase();
    try {
      const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('base64url') };
      const run = await runCrashRounds(env, ROUNDS, SEED);
      report('PostgreSQL', run);
      expectNoLoss(expect, run);
    } finally {
      await database.drop();
    }
  });
});

#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + integration tests on PGlite, the web
// app's first-load budgets (scripts/web-budget.mjs), integration tests on PostgreSQL 15, the
// browser tests, the kill -9 crash rounds, then the deployment behind nginx (e2e/deploy). Stops at
// the first failure and exits non-zero.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { failedTests } from './failed-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Each inner list runs side by side (a step's output printed whole when it ends); the lists run
// one after another. The three static checks are single-threaded: together they take the longest
// of them rather than the sum; so do the two halves of the browser tests.
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['format', 'npm', ['run', 'format:check']],
  ],
  [['unit + integration (PGlite)', 'npm', ['run', 'test:unit']]],
  [['first-load budgets of the web app', 'npm', ['run', 'test:budget']]],
  [['integration (PostgreSQL 15)', 'npm', ['run', 'test:pg']]],
  // Side by side, after the budgets' build (each Vitest's global setup finds nothing to rebuild): the
  // files that wait on the wall clock, one after another, and the others on two workers (E2E_PART,
  // vitest.config.ts).
  [
    ['browser (Chromium): the clock-bound journeys', 'npm', ['run', 'test:e2e'], { E2E_PART: 'clock' }],
    ['browser (Chromium): the other files', 'npm', ['run', 'test:e2e'], { E2E_PART: 'rest' }],
  ],
  [['kill -9 under write load (PGlite + PostgreSQL 15)', 'npm', ['run', 'test:crash']]],
  [['deployment: two API processes behind nginx (PostgreSQL 15)', 'npm', ['run', 'test:deploy']]],
];

/** Runs one step; alone it prints as it goes, beside others its output is kept for the end. */
function run([name, cmd, args, env = {}], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output.push(chunk);
      if (alone) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const failures = code === 0 ? [] : failedTests(Buffer.concat(output).toString('utf8'));
      const line = `${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`;
      resolve({ ok: code === 0, code, line: [line, ...failures.map((failure) => `       ${failure}`)].join('\n') });
    });
  });
}

const results = [];
for (const stage of stages) {
  const started = Date.now();
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  results.push(...outcomes.map((outcome) => outcome.line));
  if (stage.length > 1) results.push(`     (side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (failed) {
    console.log(`\n${results.join('\n')}`);
    process.exit(failed.code ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);

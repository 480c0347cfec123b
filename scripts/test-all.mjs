#!/usr/bin/env node
// The one test command: typecheck, lint, format, unit + integration tests on PGlite, the web
// app's first-load budgets (scripts/web-budget.mjs), integration tests on PostgreSQL 15, the
// browser tests, then the kill -9 crash rounds. Stops at the first failure and exits non-zero.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['unit + integration (PGlite)', 'npm', ['run', 'test:unit']],
  ['first-load budgets of the web app', 'npm', ['run', 'test:budget']],
  ['integration (PostgreSQL 15)', 'npm', ['run', 'test:pg']],
  ['browser (Chromium)', 'npm', ['run', 'test:e2e']],
  ['kill -9 under write load (PGlite + PostgreSQL 15)', 'npm', ['run', 'test:crash']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  results.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);

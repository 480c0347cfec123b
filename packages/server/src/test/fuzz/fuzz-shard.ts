import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, SETTING_DEFINITIONS } from '@bayan/shared';
import { PASSWORD_PARAMS } from '../../lib/password-hash.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertUser } from '../users-fixtures.js';
import { fuzzOperation, type OperationReport } from './fuzz-operation.js';
import { operationsOf, type OpenApiDocument } from './operations.js';
import type { Pools } from './context.js';
import { schedulePools } from './schedule-pools.js';

/**
 * Fuzzes every operation of the OpenAPI document with requests generated from its own schemas:
 * FUZZ_VALID valid and FUZZ_INVALID invalid ones each. A new endpoint is fuzzed without a test of
 * its own. Replay a failure with the FUZZ_SEED it prints (and FUZZ_ONLY, a part of the operations'
 * "METHOD /path" names, to replay only those: each operation's requests depend on the seed alone).
 *
 * The operations are dealt round FUZZ_SHARDS files (api-N.fuzz.ts), each with its own app and
 * database: in one file the run was most of the unit step's time, holding one worker long after
 * the others had finished everything else.
 */
const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const only = process.env.FUZZ_ONLY;
const counts = {
  valid: Number(process.env.FUZZ_VALID ?? 50),
  invalid: Number(process.env.FUZZ_INVALID ?? 200),
  timeoutMs: 10_000,
};

export const FUZZ_SHARDS = 3;

/** Existing rows for path parameters, so valid requests reach the handlers and not only "not found". */
async function pools(t: TestApp): Promise<Pools> {
  const names = await t.app.inject({ method: 'GET', url: '/api/names?limit=100' });
  const targets = await Promise.all(Array.from({ length: 6 }, () => insertUser(t)));
  const pubkeys = targets.map((u) => u.pubkey);
  return {
    'names.id': names.json<{ data: { id: number }[] }>().data.map((n) => String(n.id)),
    'users.id': pubkeys,
    'users.pubkey': pubkeys,
    'settings.pubkey': Object.keys(SETTING_DEFINITIONS),
    'events.id': Array.from({ length: 30 }, (_, i) => String(i + 1)),
    ...(await schedulePools(t)),
  };
}

const summary = (r: OperationReport) =>
  `${r.id.padEnd(52)} ${String(r.requests).padStart(4)} requests ${String(r.ms).padStart(6)} ms, ${r.callers} caller(s), statuses ` +
  [...r.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** The operations whose place in the document's order is `shard` (1-based) modulo FUZZ_SHARDS. */
export function fuzzShard(shard: number): void {
  let t: TestApp;
  beforeAll(async () => {
    // Hundreds of sign-ups, logins and password changes: real argon2id, at a cost that keeps the run
    // short (input handling is what is fuzzed; the production cost is PRODUCT.md's and stays there).
    Object.assign(PASSWORD_PARAMS, { memoryCost: 1024, timeCost: 1 });
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  describe(`API fuzz, shard ${shard} of ${FUZZ_SHARDS} (FUZZ_SEED=${seed})`, () => {
    it('answers every generated request of its operations without a 5xx, a hang or a stray error shape', async () => {
      const started = Date.now();
      const document = t.app.swagger() as unknown as OpenApiDocument;
      const operations = operationsOf(document);
      const documented = new Set(operations.map((op) => op.key));
      expect(Object.keys(API_ROUTES).filter((key) => !documented.has(key as never))).toEqual([]);

      const components = document.components?.schemas ?? {};
      const known = await pools(t);
      const reports: OperationReport[] = [];
      const mine = operations.filter((o, i) => i % FUZZ_SHARDS === shard - 1 && (!only || o.id.includes(only)));
      for (const op of mine) {
        const report = await fuzzOperation(t, { op, components, pools: known }, seed, counts);
        reports.push(report);
        // Failures as they come: a run cut short by its time limit still shows what it found.
        process.stdout.write(
          [summary(report), ...report.failures.slice(0, 5).map((f) => `  ✗ ${f}`)].join('\n') + '\n',
        );
      }
      const failures = reports.flatMap((r) => r.failures);
      const total = reports.reduce((n, r) => n + r.requests, 0);
      const fives = reports.reduce(
        (n, r) => n + [...r.statuses].filter(([s]) => s >= 500).reduce((m, [, c]) => m + c, 0),
        0,
      );
      process.stdout.write(
        `API fuzz shard ${shard}/${FUZZ_SHARDS}: ${reports.length} operations, ${total} requests, ${fives} 5xx, ` +
          `${failures.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s, FUZZ_SEED=${seed}\n`,
      );
      expect(failures.slice(0, 40), `replay with FUZZ_SEED=${seed}; ${failures.length} failures`).toEqual([]);
    }, 1_200_000);
  });
}

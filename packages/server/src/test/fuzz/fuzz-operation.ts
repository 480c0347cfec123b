import fc from 'fast-check';
import type { Language } from '@bayan/shared';
import type { TestApp } from '../test-app.js';
import { newCaller, roleFor, stillValid, type Caller } from './callers.js';
import { problemWith } from './check.js';
import { encode } from './encode.js';
import type { Context } from './context.js';
import { invalidRequest, validRequest, type Generated } from './requests.js';
import { send } from './send.js';

export interface FuzzCounts {
  valid: number;
  invalid: number;
  timeoutMs: number;
}

export interface OperationReport {
  id: string;
  requests: number;
  statuses: Map<number, number>;
  failures: string[];
  callers: number;
  ms: number;
}

const FORGED = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Zm9yZ2Vk' };

/** A 31-bit seed of its own for each operation, so one operation replays alike whatever the others do. */
export function operationSeed(seed: number, id: string): number {
  let h = seed | 0;
  for (const ch of id) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h & 0x7fffffff;
}

/**
 * Sends the operation's generated requests one by one, in batches: after each batch the caller's
 * session is checked, and a caller that the requests logged out, blocked or re-passworded is
 * replaced by a fresh account (and later batches get smaller, so fewer requests meet a dead session).
 */
export async function fuzzOperation(
  t: TestApp,
  ctx: Context,
  seed: number,
  counts: FuzzCounts,
): Promise<OperationReport> {
  const opSeed = operationSeed(seed, ctx.op.id);
  const requests: Generated[] = [
    ...fc.sample(validRequest(ctx), { seed: opSeed, numRuns: counts.valid }),
    ...fc.sample(invalidRequest(ctx), { seed: opSeed + 1, numRuns: counts.invalid }),
  ];
  const role = roleFor(ctx.op.access);
  const started = Date.now();
  const report: OperationReport = { id: ctx.op.id, requests: 0, statuses: new Map(), failures: [], callers: 1, ms: 0 };
  let caller: Caller = await newCaller(t, role);
  let batch = 25;
  for (let start = 0; start < requests.length; start += batch) {
    for (const [offset, generated] of requests.slice(start, start + batch).entries()) {
      const index = start + offset;
      const lang: Language = index % 2 === 0 ? 'ar' : 'en';
      await sendOne(t, ctx, generated, { lang, caller, index, counts, report });
    }
    if (!(await stillValid(t, caller))) {
      caller = await newCaller(t, role);
      report.callers += 1;
      batch = 10;
    }
  }
  report.ms = Date.now() - started;
  return report;
}

interface Sending {
  lang: Language;
  caller: Caller;
  index: number;
  counts: FuzzCounts;
  report: OperationReport;
}

async function sendOne(t: TestApp, ctx: Context, generated: Generated, s: Sending): Promise<void> {
  const request = encode(ctx.op, generated.parts);
  request.headers = {
    ...request.headers,
    ...(generated.forgedToken ? FORGED : s.caller.headers),
    'accept-language': s.lang,
  };
  const remoteAddress = `10.77.${(s.index >> 8) & 255}.${s.index & 255}`;
  const describe = () =>
    `${ctx.op.id} #${s.index} [${generated.kind}] ${s.lang} ${request.method} ${request.url.slice(0, 300)} ` +
    `${request.headers['content-type'] ?? ''} ${String(request.payload ?? '').slice(0, 300)}`;
  s.report.requests += 1;
  try {
    const res = await send(t.app, { ...request, remoteAddress }, s.counts.timeoutMs);
    s.report.statuses.set(res.status, (s.report.statuses.get(res.status) ?? 0) + 1);
    const problem = problemWith(res, s.lang);
    if (problem) s.report.failures.push(`${describe()} → ${problem}`);
  } catch (error) {
    s.report.failures.push(`${describe()} → ${(error as Error).message}`);
  }
}

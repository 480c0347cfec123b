import { createHash } from 'node:crypto';
import type { Endowment, EndowmentDraft } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import { replayable } from '../../../lib/http/idempotency.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { readView } from './deed-view.js';

export interface Created {
  deed: Endowment;
  /** An Idempotency-Key seen before: the first draft, not a new one. */
  replayed: boolean;
}

/** JSON with its object keys sorted, so the same body hashes the same however its keys came. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies a create call's body under its Idempotency-Key. */
export const requestHashOf = (body: EndowmentDraft) => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * A key the caller used before: the same body within 24 h gets the first draft back (as it is now);
 * another body, or a key older than that, is refused (409), as the clinic's booking does.
 */
export async function replayOf(
  deps: EndowmentsDeps,
  caller: Caller,
  key: string,
  hash: string,
): Promise<Created | undefined> {
  const earlier = await deps.repos.deeds.findByIdempotencyKey(caller.accountId, key);
  if (!earlier) return undefined;
  const fresh = replayable(deps.clock, earlier.createdAt);
  if (earlier.requestHash !== hash || !fresh) throw new AppError('ENDOWMENT_IDEMPOTENCY_KEY_REUSED');
  return { deed: await readView(deps, earlier), replayed: true };
}

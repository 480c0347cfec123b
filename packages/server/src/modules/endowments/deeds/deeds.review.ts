import { fieldMessage, reviewEndowment, type Language } from '@bayan/shared';
import type { Caller } from '../../../lib/caller.js';
import { AppError } from '../../../lib/http/app-error.js';
import type { EndowmentsDeps } from '../endowments.deps.js';
import { ownedDeed } from './deed-access.js';
import type { EndowmentRow } from './deeds.table.js';
import { draftOf, loadParts, type DeedParts } from './deed-view.js';
import { riyadhDay } from './riyadh-today.js';

/**
 * POST /api/endowments/:pubkey/review: the submit rules (shared deed-review.ts, the browser's same
 * code) over the saved draft, its attachments and today in Riyadh. Every broken rule is one field
 * error at its draft path, in the request's language (422); none is `{ valid: true }`. Changes nothing.
 */
export async function reviewDeed(
  deps: EndowmentsDeps,
  pubkey: string,
  caller: Caller,
  lang: Language,
): Promise<{ valid: true }> {
  const deed = await ownedDeed(deps, pubkey, caller);
  const error = rulesError(deps, deed, await loadParts(deps, deed), lang);
  if (error) throw error;
  return { valid: true };
}

/** The submit rules over a saved deed: ENDOWMENT_RULES_FAILED with one field error per broken rule, or null. */
export function rulesError(
  deps: EndowmentsDeps,
  deed: EndowmentRow,
  parts: DeedParts,
  lang: Language,
): AppError | null {
  const issues = reviewEndowment(draftOf(deed, parts), {
    attachments: parts.attachments.map((file) => file.kind),
    today: riyadhDay(deps.clock.now()),
  });
  if (issues.length === 0) return null;
  return new AppError(
    'ENDOWMENT_RULES_FAILED',
    issues.map(({ path, message }) => ({ path, code: 'custom', message: fieldMessage(message, lang) })),
  );
}

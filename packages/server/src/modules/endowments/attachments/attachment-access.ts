import type { Caller } from '../../../lib/caller.js';
import { ownedDeed } from '../deeds/deed-access.js';
import type { EndowmentRow } from '../deeds/deeds.table.js';
import type { EndowmentsDeps } from '../endowments.deps.js';

/**
 * The deed whose files the caller may download: THE one check of attachment access. While a deed
 * is drafted that is its endower alone (anyone else: 404 ENDOWMENT_NOT_FOUND, as for no deed); the
 * signing issue widens it here to the deed's parties (deedsNamingUser).
 */
export function deedWithReadableFiles(deps: EndowmentsDeps, pubkey: string, caller: Caller): Promise<EndowmentRow> {
  return ownedDeed(deps, pubkey, caller);
}

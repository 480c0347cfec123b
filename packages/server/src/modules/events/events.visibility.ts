import { and, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { HiddenAccounts } from '../users/users.accounts.js';
import { events } from './events.table.js';

export type { HiddenAccounts };

/**
 * Leaves out the events a viewer may not read: those done by a hidden account (its actor) and
 * those about one (entity `user`, whose entity id is the account's serial id or its pubkey).
 * A condition of the query itself, so pages, totals and exports stay right.
 */
export function visibleEvents(hidden: HiddenAccounts | undefined): SQL | undefined {
  if (!hidden || hidden.ids.length === 0) return undefined;
  const refs = [...hidden.ids.map(String), ...hidden.pubkeys];
  return and(
    or(isNull(events.actorId), notInArray(events.actorId, hidden.ids)),
    or(ne(events.entity, 'user'), isNull(events.entityId), notInArray(events.entityId, refs)),
  );
}

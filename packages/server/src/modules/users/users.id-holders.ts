import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from './users.table.js';

/**
 * The ACTIVE accounts that hold an ID number, as a subquery another module joins its own rows to
 * (an endowment deed's named persons, matched by ID number at read time, so a party who registers
 * later is matched too). Only bound ID numbers: a registration's unbound one stays here.
 */
export function activeIdHoldersOf(db: Db) {
  return db
    .select({ id: users.id, idNumber: users.idNumber })
    .from(users)
    .where(and(eq(users.status, 'ACTIVE'), isNotNull(users.idNumber)))
    .as('id_holder');
}

export type IdHolders = ReturnType<typeof activeIdHoldersOf>;

import { eq, sql } from 'drizzle-orm';
import type { Role } from '@bayan/shared';
import type { Db } from '../../db/client.js';
import { fullNameSql } from './users.full-name-sql.js';
import { users } from './users.table.js';

/**
 * The accounts of one role as a subquery another module joins its own rows to (the clinic's
 * doctors and patients), so its lists page, search and sort in one statement without touching
 * this module's table. Only bound identifiers: a registration's unbound ones stay here.
 */
export function peopleOf(db: Db, role: Role) {
  return db
    .select({
      id: users.id,
      pubkey: users.pubkey,
      firstName: users.firstName,
      fatherName: users.fatherName,
      grandfatherName: users.grandfatherName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      idNumber: users.idNumber,
      gender: users.gender,
      birthday: users.birthday,
      status: users.status,
      fileKey: users.fileKey,
      /** Name, email, phone and ID number, folded by ar_normalize: what the care team searches. */
      searchKey: users.searchKey,
      /** The name alone (its four parts), folded: what the public may search. */
      nameKey: sql<string>`ar_normalize(${fullNameSql(users)})`.as('name_key'),
    })
    .from(users)
    .where(eq(users.role, role))
    .as('person');
}

export type People = ReturnType<typeof peopleOf>;

/** Who a person is and how to reach them, as a list selects them from `people`. */
export const personColumns = (person: People) => ({
  pubkey: person.pubkey,
  firstName: person.firstName,
  fatherName: person.fatherName,
  grandfatherName: person.grandfatherName,
  lastName: person.lastName,
  email: person.email,
  phone: person.phone,
});

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from './users.table.js';

/** The columns that say how complete a profile is (the endowment gate, users/profile-completion.ts). */
export type ProfileRow = Pick<
  UserRow,
  | 'firstName'
  | 'fatherName'
  | 'grandfatherName'
  | 'lastName'
  | 'idNumber'
  | 'birthday'
  | 'phone'
  | 'isPhoneVerified'
  | 'email'
  | 'isEmailVerified'
  | 'gender'
  | 'fileKey'
  | 'buildingNumber'
  | 'street'
  | 'district'
  | 'city'
  | 'postalCode'
  | 'additionalNumber'
>;

/**
 * One account's profile columns, for another module's rule on it (as users.people.ts lends its
 * accounts to the clinic's lists): `db` may be a transaction's, to read in the same transaction.
 */
export async function profileRowOf(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      fatherName: users.fatherName,
      grandfatherName: users.grandfatherName,
      lastName: users.lastName,
      idNumber: users.idNumber,
      birthday: users.birthday,
      phone: users.phone,
      isPhoneVerified: users.isPhoneVerified,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      gender: users.gender,
      fileKey: users.fileKey,
      buildingNumber: users.buildingNumber,
      street: users.street,
      district: users.district,
      city: users.city,
      postalCode: users.postalCode,
      additionalNumber: users.additionalNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

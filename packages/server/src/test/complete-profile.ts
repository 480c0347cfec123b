import { eq } from 'drizzle-orm';
import { users, type NewUserRow, type UserRow } from '../modules/users/users.table.js';
import type { TestApp } from './test-app.js';
import { insertUser, nationalId, saudiMobile } from './users-fixtures.js';

/**
 * A complete national address (building, street, district, city, postal code, additional number),
 * with the optional parts too (short address, secondary district, country, the pin).
 */
export const COMPLETE_NATIONAL_ADDRESS = {
  buildingNumber: '2121',
  street: 'طريق الملك فهد',
  district: 'العليا',
  secondaryDistrict: 'العليا الشمالي',
  city: 'الرياض',
  postalCode: '12214',
  additionalNumber: '7432',
  shortAddress: 'RAHA3443',
  country: 'المملكة العربية السعودية',
  latitude: 24.7136,
  longitude: 46.6753,
} as const satisfies Partial<NewUserRow>;

/**
 * Makes an account's profile complete for the endowment gate (requireCompleteProfile): the four
 * name parts, an ID number, a birthday, a verified phone and email, and a national address. What
 * the account already holds stays (its names, ID number, phone); `values` overrides anything.
 * The extras (gender, a document) are left as they are: the stage is "minimum reached".
 */
export async function completeProfile(t: TestApp, userId: number, values: Partial<NewUserRow> = {}): Promise<UserRow> {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no account ${userId}`);
  const [row] = await t.database.db
    .update(users)
    .set({
      fatherName: user.fatherName ?? 'عبدالله',
      grandfatherName: user.grandfatherName ?? 'محمد',
      idNumber: user.idNumber ?? nationalId(),
      birthday: user.birthday ?? '1985-04-12',
      phone: user.phone ?? `+966${saudiMobile().slice(1)}`,
      isPhoneVerified: true,
      isEmailVerified: true,
      ...COMPLETE_NATIONAL_ADDRESS,
      ...values,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** A new account whose profile is complete (insertUser, then completeProfile). */
export async function insertCompleteUser(t: TestApp, values: Partial<NewUserRow> = {}): Promise<UserRow> {
  const user = await insertUser(t, values);
  return completeProfile(t, user.id, values);
}

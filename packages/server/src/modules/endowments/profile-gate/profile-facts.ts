import { checkAdditionalNumber, checkBuildingNumber, checkPostalCode, type ProfileFacts } from '@bayan/shared';
import type { ProfileRow } from '../../users/users.profile-row.js';

const given = (text: string | null) => text !== null && text.trim() !== '';

/**
 * A national address is complete with its building number, street, district, city, postal code and
 * additional number, each given and well formed (the short address and the map pin are optional).
 */
export function isNationalAddressComplete(user: ProfileRow): boolean {
  return (
    given(user.street) &&
    given(user.district) &&
    given(user.city) &&
    checkBuildingNumber(user.buildingNumber ?? '').ok &&
    checkPostalCode(user.postalCode ?? '').ok &&
    checkAdditionalNumber(user.additionalNumber ?? '').ok
  );
}

/**
 * What the profile holds, as the completion stages read it (users/profile-completion.ts). An ID
 * number counts only when bound to the account (not one a registration kept unbound), and a
 * contact only once confirmed.
 */
export function profileFactsOf(user: ProfileRow): ProfileFacts {
  return {
    firstName: given(user.firstName),
    fatherName: given(user.fatherName),
    grandfatherName: given(user.grandfatherName),
    lastName: given(user.lastName),
    idNumber: given(user.idNumber),
    birthday: user.birthday !== null,
    phoneVerified: given(user.phone) && user.isPhoneVerified,
    emailVerified: given(user.email) && user.isEmailVerified,
    nationalAddress: isNationalAddressComplete(user),
    gender: user.gender !== null,
    document: user.fileKey !== null,
  };
}

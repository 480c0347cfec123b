import type { NationalAddressDraft, PersonDraft, PersonIdType } from '@bayan/shared';
import { NATIONAL_ADDRESS_PARTS } from '@bayan/shared';
import type { UserRow } from '../../users/users.table.js';

/** A national ID starts with 1, an iqama with 2 (waqf notes §6). */
function idTypeOf(idNumber: string): PersonIdType | null {
  if (idNumber.startsWith('1')) return 'NID';
  if (idNumber.startsWith('2')) return 'IQAMA';
  return null;
}

const ADDRESS_PARTS = NATIONAL_ADDRESS_PARTS satisfies readonly (keyof NationalAddressDraft & keyof UserRow)[];

/** The profile's national address, the parts it holds. */
function addressOf(user: UserRow): NationalAddressDraft {
  const address: NationalAddressDraft = {};
  for (const part of ADDRESS_PARTS) if (user[part] !== null) address[part] = user[part];
  if (user.latitude !== null && user.longitude !== null) {
    address.latitude = user.latitude;
    address.longitude = user.longitude;
  }
  return address;
}

/** The endower's block of a new deed, filled from the caller's profile: what they need not type again. */
export function endowerFromProfile(user: UserRow): PersonDraft {
  const person: PersonDraft = {
    key: 'endower',
    kind: 'person',
    firstName: user.firstName,
    fatherName: user.fatherName ?? '',
    grandfatherName: user.grandfatherName ?? '',
    lastName: user.lastName,
    birthday: user.birthday ?? '',
    gender: user.gender,
    phone: user.phone ?? '',
    email: user.email ?? '',
    nationalAddress: addressOf(user),
  };
  if (user.idNumber) {
    person.idNumber = user.idNumber;
    person.idType = idTypeOf(user.idNumber);
  }
  return person;
}

/** The profile's values, each one the body gives taking its place (the address block as a whole). */
export function mergedEndower(profile: PersonDraft, given: PersonDraft | undefined): PersonDraft {
  return { ...profile, ...given, key: given?.key ?? profile.key };
}

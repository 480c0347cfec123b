import { fullName, type Profile, type UserRecord } from '@bayan/shared';
import { nationalAddressOf } from './users.national-address.js';
import type { UserRow } from './users.table.js';

/** A registration whose email, phone or ID number was already taken shows what it typed, unbound (users.table.ts). */
const emailOf = (user: UserRow) => user.email ?? user.pendingEmail;
const phoneOf = (user: UserRow) => user.phone ?? user.pendingPhone;
const idNumberOf = (user: UserRow) => user.idNumber ?? user.pendingIdNumber;

/** The names a profile and a user both show (shared person-record.ts), in its order. */
const namesOf = ({ firstName, fatherName, grandfatherName, lastName }: UserRow) => ({
  firstName,
  fatherName,
  grandfatherName,
  lastName,
});

/** The contacts and identity a profile and a user both show, as typed while still unbound. */
const factsOf = (user: UserRow) => ({
  email: emailOf(user),
  phone: phoneOf(user),
  idNumber: idNumberOf(user),
  gender: user.gender,
  birthday: user.birthday,
});

/** The phone gate of a sign-up (otp_required_at_signup) holds until the phone is confirmed, however that happens. */
export function mustVerifyPhone(user: Pick<UserRow, 'mustVerifyPhone' | 'isPhoneVerified'>): boolean {
  return user.mustVerifyPhone && !user.isPhoneVerified;
}

export function toProfile(user: UserRow): Profile {
  return {
    pubkey: user.pubkey,
    name: fullName(user),
    ...namesOf(user),
    ...factsOf(user),
    role: user.role,
    status: user.status,
    hasFile: user.fileKey !== null,
    nationalAddress: nationalAddressOf(user),
    etablissementPubkey: user.etablissementPubkey,
    is_email_confirmed: user.isEmailVerified,
    is_phone_confirmed: user.isPhoneVerified,
    must_change_password: user.mustChangePassword,
    must_verify_phone: mustVerifyPhone(user),
  };
}

export function toUser(user: UserRow): UserRecord {
  return {
    pubkey: user.pubkey,
    id: user.id,
    ...namesOf(user),
    name: fullName(user),
    ...factsOf(user),
    role: user.role,
    status: user.status,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    mustChangePassword: user.mustChangePassword,
    etablissementPubkey: user.etablissementPubkey,
    file:
      user.fileKey && user.fileName && user.fileType
        ? {
            name: user.fileName,
            type: user.fileType as 'image/jpeg' | 'image/png' | 'application/pdf',
            size: user.fileSize ?? 0,
            url: `/api/users/${user.pubkey}/file`,
          }
        : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

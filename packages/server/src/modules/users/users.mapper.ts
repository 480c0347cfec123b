import type { Profile } from '@bayan/shared';
import type { UserRow } from './users.table.js';

export function toProfile(user: UserRow): Profile {
  return {
    pubkey: user.pubkey,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    is_email_confirmed: user.isEmailVerified,
    is_phone_confirmed: user.isPhoneVerified,
  };
}

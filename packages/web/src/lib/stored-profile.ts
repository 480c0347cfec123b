import type { Profile } from '@bayan/shared';
import { isProfile } from './profile-guard';
import { readStored } from './storage';
import { writeProfile } from './session';

/* The stored session read back against the API contract (profile-guard.ts), without zod (issue 14). */

/** The stored profile, or null when there is none or it no longer matches the contract. */
export function parseProfile(raw: string | null): Profile | null {
  if (!raw) return null;
  try {
    const profile: unknown = JSON.parse(raw);
    return isProfile(profile) ? profile : null;
  } catch {
    return null;
  }
}

/** The server said the password must change first: the stored profile learns it too. */
export function markPasswordChangeRequired(): void {
  const profile = parseProfile(readStored('profile'));
  if (profile && !profile.must_change_password) writeProfile({ ...profile, must_change_password: true });
}

/** The server said the phone must be confirmed first (otp_required_at_signup): the stored profile learns it too. */
export function markPhoneVerificationRequired(): void {
  const profile = parseProfile(readStored('profile'));
  if (profile && !profile.must_verify_phone) writeProfile({ ...profile, must_verify_phone: true });
}

/** The server said the account must link an authenticator app first: the stored profile learns it too. */
export function markTotpEnrolmentRequired(): void {
  const profile = parseProfile(readStored('profile'));
  if (profile && !profile.must_enrol_totp) writeProfile({ ...profile, must_enrol_totp: true });
}

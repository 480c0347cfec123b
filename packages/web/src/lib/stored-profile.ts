import { profileSchema, tokensSchema, type Profile, type Tokens } from '@bayan/shared';
import { readStored } from './storage';
import { writeProfile } from './session';

/*
 * The session read back against the API contract. Apart from lib/session.ts because the
 * schemas bring zod: the public pages' first load leaves it out (issue 14), and the API client
 * fetches this module only when a refresh answers.
 */

/** The stored profile, or null when there is none or it no longer matches the contract. */
export function parseProfile(raw: string | null): Profile | null {
  if (!raw) return null;
  try {
    const parsed = profileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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

/** A refresh's answer, or null when it does not match the contract. */
export function parseTokens(body: unknown): Tokens | null {
  const tokens = tokensSchema.safeParse(body);
  return tokens.success ? tokens.data : null;
}

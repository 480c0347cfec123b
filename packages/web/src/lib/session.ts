import type { Profile, Tokens, User } from '@bayan/shared';
import { readStored, writeStored, type StorageKey } from './storage';

/** Spec §4: login, register and OTP verify store the tokens and the profile. */
export function saveSession(tokens: Tokens): void {
  writeStored('token', tokens.access_token);
  writeStored('refresh_token', tokens.refresh_token);
  writeProfile(tokens.profile);
}

/**
 * Spec §3's `user`: the signed-in account's public fields, by the spec's User names. Never a token
 * or a password, nor what identifies a person outside the app (ID number, birthday, email, phone).
 */
export function publicUser(profile: Profile) {
  return {
    pubkey: profile.pubkey,
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender,
    role: profile.role,
    status: profile.status,
    isEmailVerified: profile.is_email_confirmed,
    isPhoneVerified: profile.is_phone_confirmed,
    etablissementPubkey: profile.etablissementPubkey ?? null,
  } satisfies Partial<User>;
}

/** The stored profile and, beside it, the spec's `user`: written on every login and profile read, cleared on logout. */
export function writeProfile(profile: Profile): void {
  writeStored('profile', JSON.stringify(profile));
  writeStored('user', JSON.stringify(publicUser(profile)));
}

const SESSION_KEYS: StorageKey[] = ['token', 'refresh_token', 'profile', 'user', 'email', 'reset_password'];

/** Logout: everything the session wrote goes; the language choice stays. */
export function clearSession(): void {
  SESSION_KEYS.forEach((key) => writeStored(key, null));
}

/** Why the API client ended or restricted a session on its own: the refresh failed, the password must change, or the phone must be confirmed. */
export type SessionEvent =
  'expired' | 'password-change-required' | 'phone-verification-required' | 'totp-enrolment-required';

let sessionHandler: (event: SessionEvent) => void = (event) => {
  if (event === 'expired') clearSession();
};

/** The app decides where to go (it owns the router); the API client only reports. */
export function onSessionEvent(handler: (event: SessionEvent) => void): void {
  sessionHandler = handler;
}

export function reportSessionEvent(event: SessionEvent): void {
  sessionHandler(event);
}

export const hasToken = () => readStored('token') !== null;

import { profileSchema, type Profile, type Tokens } from '@bayan/shared';
import { readStored, writeStored, type StorageKey } from './storage';

/** Spec §4: login, register and OTP verify store the tokens and the profile. */
export function saveSession(tokens: Tokens): void {
  writeStored('token', tokens.access_token);
  writeStored('refresh_token', tokens.refresh_token);
  writeProfile(tokens.profile);
}

export function writeProfile(profile: Profile): void {
  writeStored('profile', JSON.stringify(profile));
}

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

const SESSION_KEYS: StorageKey[] = ['token', 'refresh_token', 'profile', 'user', 'email', 'reset_password'];

/** Logout: everything the session wrote goes; the language choice stays. */
export function clearSession(): void {
  SESSION_KEYS.forEach((key) => writeStored(key, null));
}

/** Why the API client ended a session on its own: the refresh failed, or the password must change. */
export type SessionEvent = 'expired' | 'password-change-required';

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

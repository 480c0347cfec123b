import { useMemo, useSyncExternalStore } from 'react';
import { readStored, subscribeStorage } from '../lib/storage';

/** The one flag, read without the profile's guard (profile-guard.ts stays out of the public pages' first load). */
function mustEnrolIn(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const profile: unknown = JSON.parse(raw);
    return typeof profile === 'object' && profile !== null && 'must_enrol_totp' in profile
      ? profile.must_enrol_totp === true
      : false;
  } catch {
    return false;
  }
}

/**
 * Whether the stored profile says the account must still link an authenticator app: the public
 * header's one question of it (where its account link leads). The dashboard reads the whole
 * profile (useStoredProfile) and sends such an account to the setup itself.
 */
export function useMustEnrolTotp(): boolean {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => readStored('profile'),
    () => null,
  );
  return useMemo(() => mustEnrolIn(raw), [raw]);
}

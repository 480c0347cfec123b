import { useMemo, useSyncExternalStore } from 'react';
import type { Profile } from '@bayan/shared';
import { parseProfile } from '../lib/stored-profile';
import { readStored, subscribeStorage } from '../lib/storage';

/** The stored profile (spec §3), re-read whenever this or another tab writes it. */
export function useStoredProfile(): Profile | null {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => readStored('profile'),
    () => null,
  );
  return useMemo(() => parseProfile(raw), [raw]);
}

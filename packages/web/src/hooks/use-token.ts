import { useSyncExternalStore } from 'react';
import { readStored, subscribeStorage } from '../lib/storage';

/** The auth token, kept in sync with storage so login and logout re-render the header and guards. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeStorage, () => readStored('token'));
}

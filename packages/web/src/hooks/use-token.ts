import { useSyncExternalStore } from 'react';
import { readStored, subscribeStorage } from '../lib/storage';

const none = () => null;

/**
 * The auth token, kept in sync with storage so login and logout re-render the header and guards.
 * The server renders as for a visitor without one (the token lives in browser storage), and so
 * does hydration; the header then follows the stored token.
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeStorage, () => readStored('token'), none);
}

/** The browser-storage keys of the spec's client state (§3); nothing else goes there. */
export type StorageKey =
  'token' | 'refresh_token' | 'profile' | 'user' | 'email' | 'lang' | 'direction' | 'reset_password';

const CHANGE_EVENT = 'bayan:storage';

export function readStored(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled by the browser: behave as if empty
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    return; // storage disabled: the app keeps working for this page view
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls back on changes from this tab (writeStored) and from other tabs (the storage event). */
export function subscribeStorage(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

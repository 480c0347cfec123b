import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's HTML or React is hydrating it, true once React runs it.
 * A server-rendered form keeps its submit button disabled until then: a click or an Enter before
 * would submit the form natively (a GET with the typed password in the address) instead of
 * calling the API.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

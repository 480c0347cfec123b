import { useSyncExternalStore } from 'react';

/** Spec §3/§4: a global loading flag, true while at least one API call is under way. */
let pending = 0;
const listeners = new Set<() => void>();

function change(delta: number) {
  pending = Math.max(0, pending + delta);
  listeners.forEach((listener) => listener());
}

export const beginLoading = () => change(1);
export const endLoading = () => change(-1);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import { DELAYS } from '../../config/delays';

export type SnackbarSeverity = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
  duration: number;
  /** Changes with every message, so a repeated message restarts the timer. */
  key: number;
}

let state: SnackbarState = { open: false, message: '', severity: 'success', duration: DELAYS.snackbar, key: 0 };
const listeners = new Set<() => void>();

function set(next: SnackbarState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Spec §4/§9: one app-wide snackbar; a new message replaces the one on screen. */
export function showSnackbar(message: string, severity: SnackbarSeverity, duration: number = DELAYS.snackbar) {
  set({ open: true, message, severity, duration, key: state.key + 1 });
}

export function showError(message: string) {
  showSnackbar(message, 'error', DELAYS.errorSnackbar);
}

export function closeSnackbar() {
  if (state.open) set({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSnackbar(): SnackbarState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

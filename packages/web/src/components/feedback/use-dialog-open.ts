import { useSyncExternalStore } from 'react';

/** An open MUI dialog (portalled into the body; a kept-mounted closed one is hidden). */
const OPEN_DIALOG = '.MuiDialog-root:not(.MuiModal-hidden)';

const isDialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  // Dialogs mount into the body; a kept-mounted one toggles its class.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const still = () => () => undefined;

/** Whether a dialog is open now; followed while `watch` (the snackbar is showing), read at each render. */
export function useDialogOpen(watch: boolean): boolean {
  return useSyncExternalStore(watch ? subscribe : still, isDialogOpen, () => false);
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';

/** Spec §4: a modal closes 0.5 s after a successful create, edit or delete. */
export const MODAL_CLOSE_DELAY_MS = 500;

interface DialogState<T> {
  open: boolean;
  /** What the dialog is about; kept while it closes, so its content does not vanish mid-animation. */
  item: T | null;
  /** How many times it has opened. */
  opened: number;
}

/**
 * Which dialog of a screen is open, and for what. `closeAfterSuccess` leaves the dialog on screen
 * for the spec's half second (its buttons stay disabled meanwhile), then closes it.
 */
export function useDialog<T = true>() {
  const id = useId();
  const [{ opened, ...state }, setState] = useState<DialogState<T>>({ open: false, item: null, opened: 0 });
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setClosing(false);
    setState((current) => ({ ...current, open: false }));
  }, []);

  const show = useCallback((item: T) => {
    clearTimeout(timer.current);
    setClosing(false);
    setState((current) => ({ open: true, item, opened: current.opened + 1 }));
  }, []);

  const closeAfterSuccess = useCallback(() => {
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(close, MODAL_CLOSE_DELAY_MS);
  }, [close]);

  /**
   * A new key for every opening, so a form keyed by it starts fresh each time; unique on the page
   * too, so two dialogs of one screen side by side never share a key.
   */
  const key = `${id}${opened}`;
  return { ...state, key, closing, show, close, closeAfterSuccess };
}

export type DialogControl<T> = ReturnType<typeof useDialog<T>>;

/** A create-or-edit dialog's row to edit: undefined for a new one (`true`) or while none is chosen. */
export function editedItem<T>(dialog: Pick<DialogControl<T | true>, 'item'>): T | undefined {
  return dialog.item === true ? undefined : (dialog.item ?? undefined);
}

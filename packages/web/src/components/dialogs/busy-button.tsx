import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A button that shows a spinner while its request runs and ignores presses meanwhile, but stays
 * focusable: a disabled button would drop the keyboard focus to the page (and, inside a dialog,
 * out of reach of Escape).
 */
export function BusyButton({ busy, onClick, startIcon, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
      onClick={(event) => {
        // preventDefault also stops a submit button from submitting its form again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}

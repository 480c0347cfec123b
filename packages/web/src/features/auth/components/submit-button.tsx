import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useHydrated } from '../../../hooks/use-hydrated';

/**
 * The form's main action; it keeps its place and shows a spinner while the call runs. On a page
 * the server rendered it waits for React (useHydrated): before, it would submit the form natively.
 */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy} disabled={disabled || !hydrated}>
      {children}
    </Button>
  );
}

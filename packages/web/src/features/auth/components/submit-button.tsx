import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

/** The form's main action; it keeps its place and shows a spinner while the call runs. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy} disabled={disabled}>
      {children}
    </Button>
  );
}

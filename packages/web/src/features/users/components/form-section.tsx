import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled group of fields inside the user form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2.5} sx={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, paddingBlockEnd: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

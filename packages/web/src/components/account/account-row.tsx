import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * A row of an account card: what it is about (`children`, taking the room), then its state and
 * action (`aside`); stacked on a phone, side by side from `sm` up.
 */
export function AccountRow({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, paddingBlock: 2 }}
    >
      <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
      {aside}
    </Stack>
  );
}

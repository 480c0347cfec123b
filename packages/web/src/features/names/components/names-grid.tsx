import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A list that reflows from two columns at 375 px to five on wide screens. */
export function NamesGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      component="ul"
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        gap: { xs: 1.5, sm: 2 },
        padding: 0,
        margin: 0,
      }}
    >
      {children}
    </Box>
  );
}

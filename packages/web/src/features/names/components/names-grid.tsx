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
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
        padding: 0,
        margin: 0,
      }}
    >
      {children}
    </Box>
  );
}

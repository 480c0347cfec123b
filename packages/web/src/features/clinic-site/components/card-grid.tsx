import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of cards, as many to a row as fit at `min` wide each (one on a phone). */
export function CardGrid({ children, min = '17rem', label }: { children: ReactNode; min?: string; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

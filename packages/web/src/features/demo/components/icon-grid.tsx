import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/** The demo icon pages' grid: tiles at least `minTile` wide, as many to a row as fit. */
export function IconGrid({ minTile, children }: { minTile: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minTile}px, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

/** One tile of the grid: the icon (or icons) above its name. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Stack
      component="li"
      spacing={1}
      sx={{ alignItems: 'center', paddingBlock: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      {children}
    </Stack>
  );
}

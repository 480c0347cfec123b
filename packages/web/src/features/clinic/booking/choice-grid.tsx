import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface ChoiceGridProps {
  /** The narrowest a choice may be; as many columns as fit. */
  min: string;
  /** One column on a phone, whatever `min`. */
  phoneColumn?: boolean;
  label?: string;
  children: ReactNode;
}

/** The wizard's choices as a list laid out in a grid: one `<li>` per choice. */
export function ChoiceGrid({ min, phoneColumn = false, label, children }: ChoiceGridProps) {
  const columns = `repeat(auto-fill, minmax(${min}, 1fr))`;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: phoneColumn ? { xs: '1fr', sm: columns } : columns,
        gap: phoneColumn ? 1.5 : 1,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ListHeaderProps {
  title: string;
  intro?: string;
  /** The screen's main action (add…). */
  action?: ReactNode;
}

/** A data screen's heading, one line of explanation and its main action at the end edge. */
export function ListHeader({ title, intro, action }: ListHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
      </Stack>
      {action}
    </Stack>
  );
}

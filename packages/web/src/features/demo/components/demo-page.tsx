import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../hooks/use-page-title';

/** The frame of a demo page: its title, a line about it, and its content on a card. */
export function DemoPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '48rem' }}>{intro}</Typography>
      <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 3 } }}>
        {children}
      </Paper>
    </Stack>
  );
}

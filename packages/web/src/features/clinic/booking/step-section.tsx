import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One step of the wizard: a region named by its heading ("Choose a doctor"). */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={heading} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of a step (the reward, the expenses): a region named by its heading. */
export function StepSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6">
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
      {children}
    </Stack>
  );
}

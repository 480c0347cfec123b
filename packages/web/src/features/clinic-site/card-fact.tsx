import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One labelled fact on a public card: "Clinic: Al Noor". */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary', minWidth: '4.5rem' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

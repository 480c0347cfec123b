import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled part of the profile page. */
export function SettingsCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ padding: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 0.5, marginBlockEnd: 2.5 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

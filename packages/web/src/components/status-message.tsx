import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** h1 when the message is the whole page (not found, placeholder); lower inside a page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** Empty, error, not-found and "coming soon" states share this one friendly layout. */
export function StatusMessage({ icon, title, body, headingLevel = 'h2', actions, role }: StatusMessageProps) {
  return (
    <Stack role={role} spacing={2} sx={{ alignItems: 'center', textAlign: 'center', paddingBlock: { xs: 6, md: 10 } }}>
      <Box aria-hidden sx={{ color: 'primary.main', fontSize: 56, display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant={headingLevel === 'h1' ? 'h1' : 'h2'} component={headingLevel} sx={{ fontSize: '1.75rem' }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '36rem' }}>{body}</Typography>
      {actions && (
        <Stack direction="row" spacing={1.5} sx={{ paddingBlockStart: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ContactChannelProps {
  icon: ReactNode;
  label: string;
  /** What is shown, left to right whatever the language (an address or a number). */
  value: string;
  href: string;
}

/** One way to reach the team: an icon, what it is, and the address or number as a link. */
export function ContactChannel({ icon, label, value, href }: ContactChannelProps) {
  return (
    <Paper variant="outlined" sx={{ padding: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', fontSize: 32 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Link href={href} dir="ltr" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
          {value}
        </Link>
      </Box>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: string | undefined;
  detail?: string;
  loading: boolean;
}

/** One figure of the home screen: what it counts, the number, and a line of context. */
export function StatCard({ icon, label, value, detail, loading }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ padding: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 } }}
    >
      <Avatar
        aria-hidden
        variant="rounded"
        sx={{ bgcolor: 'primary.main', width: { xs: 36, sm: 44 }, height: { xs: 36, sm: 44 }, borderRadius: 3 }}
      >
        {icon}
      </Avatar>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h3" variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' }, fontWeight: 700, lineHeight: 1.4 }}
        >
          {loading || value === undefined ? <Skeleton width="50%" /> : value}
        </Typography>
        {detail !== undefined && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {loading ? <Skeleton width="80%" /> : detail}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

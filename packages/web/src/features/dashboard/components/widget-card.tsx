import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';

interface WidgetCardProps {
  title: string;
  loading: boolean;
  /** Why there is nothing to show (no data yet, or the call failed); null when there is. */
  empty: string | null;
  /** How tall the content will be, so the card keeps its size while it loads. */
  height: number;
  children: (titleId: string) => ReactNode;
}

/** A titled home-screen widget with its loading (skeleton) and empty states. */
export function WidgetCard({ title, loading, empty, height, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ padding: { xs: 2, sm: 2.5 }, height: '100%' }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.0625rem', marginBlockEnd: 2 }}>
        {title}
      </Typography>
      {loading ? (
        <Skeleton variant="rounded" height={height} />
      ) : empty ? (
        <Stack
          spacing={1}
          sx={{ minHeight: height, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
        >
          <Box aria-hidden sx={{ color: 'text.disabled', fontSize: 44, display: 'flex' }}>
            <InsightsOutlined fontSize="inherit" />
          </Box>
          <Typography sx={{ color: 'text.secondary', maxWidth: '28rem' }}>{empty}</Typography>
        </Stack>
      ) : (
        children(titleId)
      )}
    </Paper>
  );
}

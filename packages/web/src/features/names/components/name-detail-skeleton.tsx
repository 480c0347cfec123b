import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export function NameDetailSkeleton() {
  const { t } = useTranslation('names');
  return (
    <Paper variant="outlined" role="status" aria-label={t('detail.loading')} sx={{ padding: { xs: 3, md: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={120} height={28} />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '4rem' }} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" width="100%" height={160} />
      </Stack>
    </Paper>
  );
}

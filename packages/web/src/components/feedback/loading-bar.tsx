import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useGlobalLoading } from './loading-store';

/** A thin bar across the top of the window while an API call is under way. */
export function LoadingBar() {
  const { t } = useTranslation();
  const loading = useGlobalLoading();
  if (!loading) return null;
  return (
    <LinearProgress
      aria-label={t('loading')}
      sx={{ position: 'fixed', insetBlockStart: 0, insetInline: 0, height: 3, zIndex: 'tooltip' }}
    />
  );
}

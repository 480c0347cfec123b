import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page's script loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 10 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

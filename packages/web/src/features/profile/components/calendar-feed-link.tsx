import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedLink } from '@bayan/shared';
import { CopyField } from './copy-field';

/** A just-made feed link: the webcal:// address and its https:// fallback to copy, and its QR code to scan. */
export function CalendarFeedLinkView({ link }: { link: CalendarFeedLink }) {
  const { t } = useTranslation('profile');
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('calendar.keep')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <CopyField label={t('calendar.webcal')} value={link.webcal} />
          <CopyField label={t('calendar.https')} value={link.https} />
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
            alt={t('calendar.qrAlt')}
            width={160}
            height={160}
            sx={{ display: 'block' }}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center', maxWidth: 180 }}>
            {t('calendar.scan')}
          </Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}

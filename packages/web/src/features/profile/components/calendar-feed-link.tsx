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
      <CopyField label={t('calendar.webcal')} value={link.webcal} />
      <CopyField label={t('calendar.https')} value={link.https} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
          alt={t('calendar.qrAlt')}
          width={144}
          height={144}
          sx={{ display: 'block', flexShrink: 0 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('calendar.scan')}
        </Typography>
      </Stack>
    </Stack>
  );
}

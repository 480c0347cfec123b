import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedLink } from '@bayan/shared';
import { CopyField } from '../../../components/copy-field';

/** A just-made feed link: the webcal:// address and its https:// fallback to copy, and its QR code to scan. */
export function CalendarFeedLinkView({ link }: { link: CalendarFeedLink }) {
  const { t } = useTranslation('profile');
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('calendar.keep')}</Alert>
      {[
        { label: t('calendar.webcal'), value: link.webcal },
        { label: t('calendar.https'), value: link.https },
      ].map(({ label, value }) => (
        <CopyField
          key={label}
          label={label}
          value={value}
          copyLabel={t('calendar.copy', { what: label })}
          copiedText={t('calendar.copied')}
        />
      ))}
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

import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../hooks/use-copy';

/** A SHA-256 as read by a person: its first and last eight hex digits. */
export const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/** The deed version's hash, short, left to right, with the whole of it one click away (copied). */
export function HashText({ hash }: { hash: string }) {
  const { t } = useTranslation('endowmentsSigning');
  const { copied, copy } = useCopy();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography component="bdi" dir="ltr" title={hash} sx={{ fontFamily: 'monospace', fontSize: '0.9rem' }}>
        {shortHash(hash)}
      </Typography>
      <Tooltip title={copied ? t('hash.copied') : t('hash.copy')}>
        <IconButton size="small" aria-label={t('hash.copy')} onClick={() => copy(hash)}>
          <ContentCopyRounded fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

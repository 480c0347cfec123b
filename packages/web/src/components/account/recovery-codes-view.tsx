import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';
import { useCopy } from '../../hooks/use-copy';

/** The words' namespace: the enrolment page's (auth) or the profile page's; both hold `twoFactor.*`. */
export type TwoFactorNamespace = 'auth' | 'profile';

/** Ten recovery codes, shown this once (the server keeps only their hashes): to copy or download. */
export function RecoveryCodesView({ codes, ns }: { codes: string[]; ns: TwoFactorNamespace }) {
  const { t } = useTranslation(ns);
  const { copied, copy } = useCopy();
  const text = `${codes.join('\n')}\n`;
  const download = () => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt');
  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {t('twoFactor.codesTitle')}
      </Typography>
      <Alert severity="warning">{t('twoFactor.codesIntro')}</Alert>
      <Box
        component="ul"
        aria-label={t('twoFactor.codesTitle')}
        dir="ltr"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ paddingBlock: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            {code}
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => copy(text)}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download}>
          {t('twoFactor.downloadCodes')}
        </Button>
      </Stack>
    </Stack>
  );
}

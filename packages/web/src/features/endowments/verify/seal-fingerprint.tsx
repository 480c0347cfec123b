import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A certificate fingerprint as PDF readers and openssl print it: upper-case byte pairs joined by colons. */
export const fingerprintText = (hex: string) => hex.toUpperCase().match(/../g)?.join(':') ?? hex;

/**
 * The certificate that sealed the deed's PDF, whole (a person compares it with what their PDF reader
 * shows of the signature), left to right, wrapping at its colons.
 */
export function SealFingerprint({ fingerprint }: { fingerprint: string }) {
  const { t } = useTranslation('endowmentsSigning', { keyPrefix: 'verify' });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography
        component="bdi"
        dir="ltr"
        data-testid="seal-fingerprint"
        sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
      >
        {fingerprintText(fingerprint)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sealHint')}
      </Typography>
    </Stack>
  );
}

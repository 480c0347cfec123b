import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useTranslation } from 'react-i18next';
import type { TwoFactorNamespace } from './recovery-codes-view';

/** How long "Key copied" shows after a copy. */
const COPIED_MS = 2500;

/** The key in groups of four, for reading it into an app by hand: `ABCD EFGH …`. */
export const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator secret to type by hand: all of it (it wraps rather than scrolls out of sight),
 * left to right in both languages, in groups of four; the button copies it without the spaces.
 */
export function TotpKeyField({ ns, secret }: { ns: TwoFactorNamespace; secret: string }) {
  const { t } = useTranslation(ns);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <TextField
      label={t('twoFactor.manualKey')}
      value={groupKey(secret)}
      size="small"
      fullWidth
      multiline
      onFocus={(event) => event.target.select()}
      helperText={copied ? t('twoFactor.keyCopied') : ' '}
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false, 'data-testid': 'totp-key' },
        input: {
          sx: { fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.05em' },
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={t('twoFactor.copyKey')} onClick={copy}>
                {copied ? <CheckRounded fontSize="small" color="success" /> : <ContentCopyRounded fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
        formHelperText: { role: 'status', 'aria-live': 'polite' },
      }}
    />
  );
}

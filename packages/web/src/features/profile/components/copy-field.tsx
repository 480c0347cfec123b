import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useTranslation } from 'react-i18next';

/** A read-only address (left to right in both languages) with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('profile');
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false },
        input: {
          sx: { fontFamily: 'monospace', fontSize: '0.85rem' },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copied ? t('calendar.copied') : t('calendar.copy', { what: label })}>
                <IconButton edge="end" aria-label={t('calendar.copy', { what: label })} onClick={copy}>
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

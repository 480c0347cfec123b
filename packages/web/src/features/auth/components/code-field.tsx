import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../hooks/use-form';

/** The 6-digit SMS code: a numeric keypad on phones, Arabic-Indic digits accepted, left to right. */
export function CodeField({ autoFocus = false, ...props }: FieldBinding & { autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...props}
      label={t('fields.code')}
      required
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 6,
          sx: { textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 },
        },
      }}
    />
  );
}

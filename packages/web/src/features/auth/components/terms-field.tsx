import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

interface TermsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** Spec §5: the terms and conditions must be agreed to; the link opens them without losing the form. */
export function TermsField({ checked, onChange, error }: TermsFieldProps) {
  const { t } = useTranslation('auth');
  const helperId = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        control={
          <Checkbox
            name="terms"
            checked={checked}
            onChange={(_event, next) => onChange(next)}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
          />
        }
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{ terms: <Link href="/privacy" target="_blank" rel="noopener" /> }}
          />
        }
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

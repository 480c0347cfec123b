import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

interface TermsFieldProps<V extends FieldValues, T> {
  /** A form with a boolean `terms` field. */
  control: Control<V, unknown, T>;
}

/** Spec §5: the terms and conditions must be agreed to; the link opens them without losing the form. */
export function TermsField<V extends FieldValues, T>({ control }: TermsFieldProps<V, T>) {
  const { t } = useTranslation('auth');
  const helperId = useId();
  const { field, fieldState } = useController({ control, name: 'terms' as Path<V> });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        control={
          <Checkbox
            name="terms"
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(_event, next) => field.onChange(next)}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': error ? helperId : undefined } }}
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

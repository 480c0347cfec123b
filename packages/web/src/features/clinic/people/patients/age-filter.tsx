import { TextInput } from '../../../../components/form/text-input';
import { toLatinDigits } from '@bayan/shared';

interface AgeFilterProps {
  label: string;
  /** Whole years, as in the URL ('' for none). */
  value: string;
  onChange: (years: string) => void;
  error?: string | undefined;
}

/** An age bound in whole years, typed in Latin or Arabic-Indic digits; anything else is dropped. */
export function AgeFilter({ label, value, onChange, error }: AgeFilterProps) {
  return (
    <TextInput
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 3))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      sx={{ width: { xs: '100%', sm: 110 } }}
    />
  );
}

import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first choice, meaning "no filter"; "All" unless told. */
  allLabel?: string;
}

/** A list filter as a native select: every keyboard, screen reader and phone knows how to use it. */
export function FilterSelect({ label, value, onChange, options, allLabel }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 170 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel ?? t('table.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

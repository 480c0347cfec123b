import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { GENDERS, type Gender } from '@bayan/shared';

interface GenderFieldProps {
  label: string;
  /** The translated name of each option. */
  optionLabels: Record<Gender, string>;
  value: string;
  onChange: (gender: Gender) => void;
  error?: string | undefined;
  required?: boolean;
  /** Takes the focus when the choice is the first thing to fix. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Spec §3 gender (MALE, FEMALE) as a labelled radio group (sign-up, profile). */
export function GenderField(props: GenderFieldProps) {
  const { label, optionLabels, value, onChange, error, required = true, inputRef } = props;
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name="gender"
        value={value}
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        onChange={(_event, next) => onChange(next as Gender)}
      >
        {GENDERS.map((gender, index) => (
          <FormControlLabel
            key={gender}
            value={gender}
            control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
            label={optionLabels[gender]}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

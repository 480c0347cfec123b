import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@bayan/shared';

interface GenderFieldProps {
  value: string;
  onChange: (gender: Gender) => void;
  error?: string;
}

/** Spec §3 gender (MALE, FEMALE) as a labelled radio group. */
export function GenderField({ value, onChange, error }: GenderFieldProps) {
  const { t } = useTranslation('auth');
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend" id={labelId}>
        {t('fields.gender')}
      </FormLabel>
      <RadioGroup
        row
        name="gender"
        value={value}
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        onChange={(_event, next) => onChange(next as Gender)}
      >
        {GENDERS.map((gender) => (
          <FormControlLabel key={gender} value={gender} control={<Radio />} label={t(`fields.genders.${gender}`)} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

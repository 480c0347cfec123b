import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@bayan/shared';

interface GenderChoiceProps {
  value: string;
  onChange: (gender: Gender) => void;
  error?: string;
  required: boolean;
}

/** Spec §3 gender (MALE, FEMALE) as a labelled radio group. */
export function GenderChoice({ value, onChange, error, required }: GenderChoiceProps) {
  const { t } = useTranslation('profile');
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={labelId}>
        {t('account.fields.gender')}
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
          <FormControlLabel
            key={gender}
            value={gender}
            control={<Radio />}
            label={t(`account.fields.genders.${gender}`)}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

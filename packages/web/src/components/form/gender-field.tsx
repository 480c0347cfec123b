import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@bayan/shared';

export interface GenderFieldProps {
  /** MALE, FEMALE, or '' while none is chosen ("not given" when `allowNone`). */
  value: string;
  onChange: (gender: Gender | '') => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
  /** Offers "Not given" (the value '') after the genders: for forms where the gender may stay unset. */
  allowNone?: boolean;
  /** Takes the focus when the choice is the first thing to fix. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Spec §3 gender (MALE, FEMALE): the one control every form uses for it, a labelled radio group
 * with the same words everywhere (the shared labels the server's exports use too).
 */
export function GenderField(props: GenderFieldProps) {
  const { value, onChange, onBlur, error, required = true, allowNone = false, inputRef } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const choices: { value: Gender | ''; label: string }[] = GENDERS.map((gender) => ({
    value: gender,
    label: t(`genders.${gender}`),
  }));
  if (allowNone) choices.push({ value: '', label: t('form.genderNone') });
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={labelId}>
        {t('form.gender')}
      </FormLabel>
      <RadioGroup
        row
        name="gender"
        value={value}
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        onChange={(_event, next) => onChange(next as Gender | '')}
        onBlur={onBlur}
      >
        {choices.map((choice, index) => (
          <FormControlLabel
            key={choice.value || 'none'}
            value={choice.value}
            control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

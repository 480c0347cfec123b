import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { weekdays } from './weekdays';

interface WeekendDaysFieldProps {
  control: Control<{ weekendDays: number[] }, unknown, unknown>;
  disabled?: boolean;
}

/** The days a clinic is closed: one box per weekday, Saturday first, in the language's names. */
export function WeekendDaysField({ control, disabled }: WeekendDaysFieldProps) {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  const { field, fieldState } = useController({ control, name: 'weekendDays' });
  const helpId = useId();
  const chosen = new Set(field.value);
  const toggle = (day: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    field.onChange([...next].sort((a, b) => a - b));
  };
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend">{t('fields.weekendDays')}</FormLabel>
      <FormGroup row aria-describedby={helpId}>
        {weekdays(language).map(({ day, name }, index) => (
          <FormControlLabel
            key={day}
            label={name}
            control={
              <Checkbox
                checked={chosen.has(day)}
                onChange={(_event, on) => toggle(day, on)}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>{fieldState.error?.message ?? t('fields.weekendHelp')}</FormHelperText>
    </FormControl>
  );
}

import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { FieldsProps } from '../scaffold/resource';
import type { EtablissementValues } from './etablissement-form';
import { NameFields } from './names';
import { WeekendDaysField } from './weekend-days-field';

type Name = Exclude<keyof EtablissementValues, 'weekendDays' | 'nameAr' | 'nameEn'>;
const LATIN = { dir: 'ltr' } as const;
/** Typed as HH:MM; the contract reads Arabic-Indic digits too. */
const CLOCK = { dir: 'ltr', inputMode: 'numeric', placeholder: '09:00', maxLength: 5 } as const;

/** A clinic's form: names, details, how to reach it and when it is open. */
export function EtablissementFields(props: FieldsProps<EtablissementValues>) {
  const { t } = useTranslation('directory');
  const { control, locked } = props;
  const text = (name: Name, extra: object = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`fields.${name}`)}
      disabled={locked.has(name)}
      fullWidth
      {...extra}
    />
  );
  return (
    <>
      <NameFields {...props} />
      {text('description', { multiline: true, minRows: 2 })}
      {text('address')}
      {text('phone', { slotProps: { htmlInput: { ...LATIN, inputMode: 'tel' } }, autoComplete: 'off' })}
      <WeekendDaysField
        control={control as unknown as Control<{ weekendDays: number[] }, unknown, unknown>}
        disabled={locked.has('weekendDays')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {text('startHour', { required: true, slotProps: { htmlInput: CLOCK } })}
        {text('endHour', { required: true, slotProps: { htmlInput: CLOCK } })}
      </Stack>
      {text('timeZone', { required: true, helperText: t('fields.timeZoneHelp'), slotProps: { htmlInput: LATIN } })}
    </>
  );
}

import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';

interface TypeFieldsProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  /** Where the type's fields sit in the form: '' for a form of its own, 'type.' inside a new agenda's. */
  prefix?: '' | 'type.';
}

const number = { dir: 'ltr', inputMode: 'numeric' } as const;

/** A consultation type: its names in both languages, length, price in riyals, confirmation and cut-off. */
export function TypeFields<V extends FieldValues, T>({ control, prefix = '' }: TypeFieldsProps<V, T>) {
  const { t } = useTranslation('agendas');
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name={name('nameAr')} label={t('typeForm.nameAr')} required fullWidth />
        <FormTextField control={control} name={name('nameEn')} label={t('typeForm.nameEn')} required fullWidth />
        <FormTextField
          control={control}
          name={name('durationMinutes')}
          label={t('typeForm.duration')}
          required
          fullWidth
          slotProps={{ htmlInput: number }}
        />
        <FormTextField
          control={control}
          name={name('priceSar')}
          label={t('typeForm.price')}
          helperText={t('typeForm.priceHelp')}
          required
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name={name('cancellationCutoffHours')}
          label={t('typeForm.cutoff')}
          helperText={t('typeForm.cutoffHelp')}
          fullWidth
          slotProps={{ htmlInput: number }}
        />
      </Box>
      <FormSwitch control={control} name={name('autoConfirm')} label={t('typeForm.autoConfirm')} />
    </>
  );
}

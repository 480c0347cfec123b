import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import type { NameFormValues } from '../utils/name-form';

interface NameFormFieldsProps<T> {
  control: Control<NameFormValues, unknown, T>;
}

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The name's fields; each language's text is typed in its own direction. */
export function NameFormFields<T>({ control }: NameFormFieldsProps<T>) {
  const { t } = useTranslation('names');
  return (
    <>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="name"
          label={t('admin.fields.name')}
          required
          autoFocus
          slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl', maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="transliteration"
          label={t('admin.fields.transliteration')}
          slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="meaningAr"
          label={t('admin.fields.meaningAr')}
          slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl', maxLength: 300 } }}
        />
        <FormTextField
          control={control}
          name="meaningEn"
          label={t('admin.fields.meaningEn')}
          slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', maxLength: 300 } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t('admin.fields.description')}
        multiline
        minRows={3}
        maxRows={8}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 5000 } }}
      />
      <Box sx={{ ...TWO_COLUMNS, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="order"
          helperText={t('admin.fields.orderHelp')}
          label={t('admin.fields.order')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormSwitch control={control} name="isActive" label={t('admin.fields.isActive')} sx={{ marginBlockStart: 1 }} />
      </Box>
    </>
  );
}

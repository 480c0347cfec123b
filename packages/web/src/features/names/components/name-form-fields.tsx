import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../hooks/use-form';
import type { NameFormValues } from '../utils/name-form';

interface NameFormFieldsProps {
  field: (name: keyof NameFormValues & string, helperText?: string) => FieldBinding;
  isActive: boolean;
  onActiveChange: (active: boolean) => void;
}

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The name's fields; each language's text is typed in its own direction. */
export function NameFormFields({ field, isActive, onActiveChange }: NameFormFieldsProps) {
  const { t } = useTranslation('names');
  return (
    <>
      <Box sx={TWO_COLUMNS}>
        <TextField
          {...field('name')}
          label={t('admin.fields.name')}
          required
          autoFocus
          slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl', maxLength: 100 } }}
        />
        <TextField
          {...field('transliteration')}
          label={t('admin.fields.transliteration')}
          slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', maxLength: 100 } }}
        />
        <TextField
          {...field('meaningAr')}
          label={t('admin.fields.meaningAr')}
          slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl', maxLength: 300 } }}
        />
        <TextField
          {...field('meaningEn')}
          label={t('admin.fields.meaningEn')}
          slotProps={{ htmlInput: { lang: 'en', dir: 'ltr', maxLength: 300 } }}
        />
      </Box>
      <TextField
        {...field('description')}
        label={t('admin.fields.description')}
        multiline
        minRows={3}
        maxRows={8}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 5000 } }}
      />
      <Box sx={{ ...TWO_COLUMNS, alignItems: 'start' }}>
        <TextField
          {...field('order', t('admin.fields.orderHelp'))}
          label={t('admin.fields.order')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormControlLabel
          sx={{ marginBlockStart: 1 }}
          control={<Switch checked={isActive} onChange={(_event, checked) => onActiveChange(checked)} />}
          label={t('admin.fields.isActive')}
        />
      </Box>
    </>
  );
}

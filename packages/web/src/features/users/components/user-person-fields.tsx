import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormGenderField } from '../../../components/form/form-gender-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { NameFields } from '../../../components/form/name-fields';
import type { UserFormValues } from '../utils/user-form';
import { FormSection } from './form-section';

export const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Spec §3 person fields: the names in the one order every form uses (first, father, grandfather,
 * family), gender, date of birth and national ID.
 */
export function UserPersonFields<T>({ control }: { control: Control<UserFormValues, unknown, T> }) {
  const { t } = useTranslation('users');
  return (
    <FormSection title={t('sections.person')}>
      <Box sx={TWO_COLUMNS}>
        <NameFields control={control} label={(field) => t(`fields.${field}`)} autoFocus />
        <FormGenderField control={control} name="gender" required={false} allowNone />
        <FormDateField control={control} name="birthday" label={t('fields.birthday')} />
      </Box>
      <FormTextField
        control={control}
        name="idNumber"
        label={t('fields.idNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
      />
    </FormSection>
  );
}

import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@bayan/shared';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { UserFormValues } from '../utils/user-form';
import { FormSection } from './form-section';

export const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Spec §3 person fields: the names, gender, date of birth and national ID. */
export function UserPersonFields<T>({ control }: { control: Control<UserFormValues, unknown, T> }) {
  const { t } = useTranslation('users');
  return (
    <FormSection title={t('sections.person')}>
      <Box sx={TWO_COLUMNS}>
        <FormTextField control={control} name="firstName" label={t('fields.firstName')} required autoFocus />
        <FormTextField control={control} name="lastName" label={t('fields.lastName')} required />
        <FormTextField control={control} name="fatherName" label={t('fields.fatherName')} />
        <FormTextField control={control} name="familyName" label={t('fields.familyName')} />
        <FormSelectField
          control={control}
          name="gender"
          select
          label={t('fields.gender')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('fields.genderNone')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`fields.genders.${gender}`)}
            </option>
          ))}
        </FormSelectField>
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

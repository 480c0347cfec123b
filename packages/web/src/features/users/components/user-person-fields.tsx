import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@bayan/shared';
import { DateField } from '../../../components/form/date-field';
import type { UserFormControl } from '../utils/user-form';
import { FormSection } from './form-section';

export const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Spec §3 person fields: the names, gender, date of birth and national ID. */
export function UserPersonFields({ form }: { form: UserFormControl }) {
  const { t } = useTranslation('users');
  return (
    <FormSection title={t('sections.person')}>
      <Box sx={TWO_COLUMNS}>
        <TextField {...form.field('firstName')} label={t('fields.firstName')} required autoFocus />
        <TextField {...form.field('lastName')} label={t('fields.lastName')} required />
        <TextField {...form.field('fatherName')} label={t('fields.fatherName')} />
        <TextField {...form.field('familyName')} label={t('fields.familyName')} />
        <TextField
          {...form.field('gender')}
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
        </TextField>
        <DateField {...form.field('birthday')} label={t('fields.birthday')} />
      </Box>
      <TextField
        {...form.field('idNumber')}
        label={t('fields.idNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
      />
    </FormSection>
  );
}

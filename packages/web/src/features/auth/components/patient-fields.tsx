import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { RegisterControl } from './register-form';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** What a patient's sign-up adds (spec §7 patient-register): the national ID or iqama number and the birthday. */
export function PatientFields({ control }: { control: RegisterControl }) {
  const { t } = useTranslation('patientRegister');
  return (
    <Box sx={TWO_COLUMNS}>
      <FormTextField
        control={control}
        name="idNumber"
        label={t('fields.idNumber')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', dir: 'ltr' } }}
      />
      <FormDateField control={control} name="birthday" label={t('fields.birthday')} required fullWidth />
    </Box>
  );
}

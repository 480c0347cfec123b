import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATIENT_NOTES_MAX } from '@bayan/shared';
import { FormDateField } from '../../../../components/form/form-date-field';
import { FormGenderField } from '../../../../components/form/form-gender-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { PatientAge } from './patient-age';
import type { PatientFormValues } from './patient-form';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** What the desk records on the patient's account (birthday with the age it gives, gender, ID) and the notes. */
export function PatientFields<T>({ control }: { control: Control<PatientFormValues, unknown, T> }) {
  const { t } = useTranslation('clinicPeople');
  return (
    <>
      <Box>
        <FormDateField control={control} name="birthday" label={t('patients.fields.birthday')} fullWidth />
        <PatientAge control={control} />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <FormGenderField control={control} name="gender" required={false} allowNone />
        <FormTextField
          control={control}
          name="idNumber"
          label={t('patients.fields.idNumber')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', dir: 'ltr' } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label={t('patients.fields.notes')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: PATIENT_NOTES_MAX } }}
      />
    </>
  );
}

import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, PATIENT_NOTES_MAX } from '@bayan/shared';
import { FormDateField } from '../../../../components/form/form-date-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { ChoiceSelect } from '../components/choice-select';
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
        <ChoiceSelect
          control={control}
          name="gender"
          label={t('patients.fields.gender')}
          choices={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          emptyLabel={t('patients.fields.genderNone')}
        />
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

import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ageOn, birthdaySchema } from '@bayan/shared';
import { useFormat } from '../../../../hooks/use-format';
import { zonedToday } from '../../model/zoned-time';
import type { PatientFormValues } from './patient-form';

/** The server counts ages on Riyadh's calendar (patients.view). */
const RIYADH = 'Asia/Riyadh';

/** Whole years today in Riyadh, as the patients list counts them; null for no (valid) birthday. */
export const ageToday = (birthday: string): number | null =>
  birthdaySchema.safeParse(birthday).success ? ageOn(birthday, zonedToday(RIYADH)) : null;

/** The age the typed birthday gives, under the field, in the page's digits. */
export function PatientAge<T>({ control }: { control: Control<PatientFormValues, unknown, T> }) {
  const { t } = useTranslation('clinicPeople');
  const format = useFormat();
  const age = ageToday(useWatch({ control, name: 'birthday' }));
  if (age === null) return null;
  return (
    <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
      {t('patients.age', { age: t('patients.years', { number: format.number(age), count: age }) })}
    </Typography>
  );
}

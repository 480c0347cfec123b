import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { DoctorOption } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';

interface DoctorPickerProps {
  value: string;
  onChange: (pubkey: string) => void;
  doctors: DoctorOption[];
  /** The chosen doctor's name when the options do not hold them (an account no longer active). */
  currentName: string | undefined;
}

/** Whose calendar: staff and admins choose among the clinics' doctors. */
export function DoctorPicker({ value, onChange, doctors, currentName }: DoctorPickerProps) {
  const { t } = useTranslation('clinic');
  const choices = useDoctorChoices(doctors);
  const known = value === '' || choices.some((choice) => choice.value === value);
  const options = known ? choices : [{ value, label: currentName ?? value }, ...choices];
  return (
    <Box sx={{ maxWidth: { sm: '22rem' } }}>
      <FilterSelect
        label={t('filters.doctor')}
        allLabel={t('calendar.pick')}
        value={value}
        onChange={onChange}
        options={options}
      />
    </Box>
  );
}

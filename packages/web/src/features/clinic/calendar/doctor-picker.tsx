import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { DoctorOption } from '../api/doctor-options';

interface DoctorPickerProps {
  value: string;
  onChange: (pubkey: string) => void;
  doctors: DoctorOption[];
  /** The chosen doctor's name when the options do not hold them (a link from an older appointment). */
  currentName: string | undefined;
}

/** Whose calendar: staff and admins choose among their clinic's doctors. */
export function DoctorPicker({ value, onChange, doctors, currentName }: DoctorPickerProps) {
  const { t } = useTranslation('clinic');
  const known = value === '' || doctors.some((doctor) => doctor.pubkey === value);
  const options = known ? doctors : [{ pubkey: value, name: currentName ?? value }, ...doctors];
  return (
    <Box sx={{ maxWidth: { sm: '22rem' } }}>
      <FilterSelect
        label={t('filters.doctor')}
        allLabel={t('calendar.pick')}
        value={value}
        onChange={onChange}
        options={options.map((doctor) => ({ value: doctor.pubkey, label: doctor.name }))}
      />
    </Box>
  );
}

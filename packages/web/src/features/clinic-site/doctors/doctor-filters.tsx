import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { useClinics, useSpecialities } from '../api/directory';
import type { DoctorFilters } from '../api/doctors';

interface DoctorFiltersProps {
  value: DoctorFilters;
  onChange: (next: DoctorFilters) => void;
}

/** Speciality and clinic, each "all" by default. */
export function DoctorFilterFields({ value, onChange }: DoctorFiltersProps) {
  const { t } = useTranslation('clinicSite');
  const { language } = useLanguage();
  const specialities = useSpecialities().data ?? [];
  const clinics = useClinics().data ?? [];
  const name = (ref: { nameAr: string; nameEn: string }) => (language === 'ar' ? ref.nameAr : ref.nameEn);
  const field = (
    key: keyof DoctorFilters,
    label: string,
    options: readonly { pubkey: string; nameAr: string; nameEn: string }[],
  ) => (
    <TextField
      select
      label={label}
      value={options.some((option) => option.pubkey === value[key]) ? value[key] : ''}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      sx={{ minWidth: { sm: '14rem' } }}
      // The phone's own picker, and no menu component for the page to fetch.
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('doctors.all')}</option>
      {options.map((option) => (
        <option key={option.pubkey} value={option.pubkey}>
          {name(option)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ marginBlockEnd: 3 }}>
      {field('speciality', t('doctors.speciality'), specialities)}
      {field('etablissement', t('doctors.clinic'), clinics)}
    </Stack>
  );
}

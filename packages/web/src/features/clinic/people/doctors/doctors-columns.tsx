import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Doctor } from '@bayan/shared';
import type { Column } from '../../../../components/data-table/types';
import { useLanguage } from '../../../../i18n/use-language';
import { DoctorAvatar } from '../../../../components/doctor-avatar';
import { DoctorRating } from './doctor-rating';

/** A doctor row: photo and name, speciality, clinic, room and the patients' rating. */
export function useDoctorColumns(): Column<Doctor>[] {
  const { t } = useTranslation(['clinicPeople', 'common']);
  const { language } = useLanguage();
  const named = (ref: { nameAr: string; nameEn: string } | null) =>
    ref ? (language === 'ar' ? ref.nameAr : ref.nameEn) : t('common:none');
  return [
    {
      id: 'name',
      label: t('doctors.columns.name'),
      sortKey: 'name',
      primary: true,
      render: (row) => (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <DoctorAvatar doctor={row} size={32} />
          <span>{row.name}</span>
        </Stack>
      ),
    },
    { id: 'speciality', label: t('doctors.columns.speciality'), render: (row) => named(row.speciality) },
    { id: 'etablissement', label: t('doctors.columns.etablissement'), render: (row) => named(row.etablissement) },
    { id: 'room', label: t('doctors.columns.room'), render: (row) => row.room?.name ?? t('common:none') },
    {
      id: 'rating',
      label: t('doctors.columns.rating'),
      sortKey: 'rating',
      render: (row) => <DoctorRating doctor={row} />,
    },
  ];
}

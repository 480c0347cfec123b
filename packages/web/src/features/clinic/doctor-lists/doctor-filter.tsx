import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';

/** The signed-in DOCTOR's pubkey (their lists hold only their own rows); undefined for every other role. */
export function useOwnDoctor(): string | undefined {
  const profile = useStoredProfile();
  return profile?.role === 'DOCTOR' ? profile.pubkey : undefined;
}

interface DoctorFilterProps {
  /** The signed-in doctor: no filter (their list is theirs only). */
  ownDoctor: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A list's filter by doctor (staff: their clinic's), or "all doctors"; none for a doctor. */
export function DoctorFilter({ ownDoctor, value, onChange }: DoctorFilterProps) {
  const { t } = useTranslation('clinic');
  const doctors = useDoctorOptions(ownDoctor === undefined);
  const choices = useDoctorChoices(doctors.data ?? []);
  if (ownDoctor !== undefined) return null;
  return (
    <FilterSelect
      label={t('filters.doctor')}
      allLabel={t('filters.allDoctors')}
      value={value}
      onChange={onChange}
      options={choices}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import type { DoctorOption } from './doctor-options';

/** A picker's choices of doctors; their clinic beside the name once the list spans several clinics. */
export function useDoctorChoices(doctors: readonly DoctorOption[]): { value: string; label: string }[] {
  const { t } = useTranslation('clinic');
  const { language } = useLanguage();
  const clinics = new Set(doctors.map((doctor) => doctor.clinic.nameEn));
  return doctors.map((doctor) => ({
    value: doctor.pubkey,
    label:
      clinics.size > 1
        ? t('doctorAt', {
            doctor: doctor.name,
            clinic: language === 'ar' ? doctor.clinic.nameAr : doctor.clinic.nameEn,
          })
        : doctor.name,
  }));
}

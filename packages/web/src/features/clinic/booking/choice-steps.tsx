import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { DoctorAvatar } from '../../../components/doctor-avatar';
import { useDoctorsOf, useSpecialities } from './booking-api';
import { ChoiceStep } from './choice-step';
import { useTypesWindow } from './use-wizard-choices';
import { useTypeDetail } from './type-detail';
import type { BookingWizard } from './use-booking-wizard';

const nameIn = (language: string) => (ref: { nameAr: string; nameEn: string }) =>
  language === 'ar' ? ref.nameAr : ref.nameEn;

/** Step 1: the speciality (GET /api/specialities). */
export function SpecialityStep({ wizard }: { wizard: BookingWizard }) {
  const { t } = useTranslation('booking');
  const name = nameIn(useLanguage().language);
  const query = useSpecialities();
  return (
    <ChoiceStep
      title={t('steps.speciality')}
      choices={(query.data ?? []).map((speciality) => ({ value: speciality.pubkey, label: name(speciality) }))}
      selected={wizard.choices.speciality}
      onChoose={(value) => wizard.choose('speciality', value)}
      query={query}
      empty={t('empty.specialities')}
    />
  );
}

/** Step 2: a doctor of that speciality (GET /api/doctors?speciality=), with their clinic. */
export function DoctorStep({ wizard }: { wizard: BookingWizard }) {
  const { t } = useTranslation('booking');
  const name = nameIn(useLanguage().language);
  const query = useDoctorsOf(wizard.choices.speciality ?? '');
  const doctors = query.data ?? [];
  return (
    <ChoiceStep
      title={t('steps.doctor')}
      choices={doctors.map((doctor) => ({
        value: doctor.pubkey,
        label: doctor.name,
        detail: name(doctor.etablissement),
        icon: <DoctorAvatar doctor={doctor} decorative />,
      }))}
      selected={wizard.choices.doctor?.pubkey}
      onChoose={(value) =>
        wizard.choose(
          'doctor',
          doctors.find((doctor) => doctor.pubkey === value),
        )
      }
      query={query}
      empty={t('empty.doctors')}
    />
  );
}

/** Step 3: a consultation type the doctor's agendas offer in the coming days, with its price and length. */
export function TypeStep({ wizard }: { wizard: BookingWizard }) {
  const { t } = useTranslation('booking');
  const name = nameIn(useLanguage().language);
  const detail = useTypeDetail();
  const query = useTypesWindow(wizard.choices.doctor?.pubkey ?? '');
  const types = query.data?.consultationTypes ?? [];
  return (
    <ChoiceStep
      title={t('steps.type')}
      choices={types.map((type) => ({ value: type.id, label: name(type), detail: detail(type) }))}
      selected={wizard.choices.type?.id}
      onChoose={(value) =>
        wizard.choose(
          'type',
          types.find((type) => type.id === value),
        )
      }
      query={query}
      empty={t('empty.types')}
    />
  );
}

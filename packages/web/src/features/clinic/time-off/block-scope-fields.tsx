import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useLanguage } from '../../../i18n/use-language';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import type { BlockFormValues } from './block-form';
import { useClinicOptions } from './blocks-api';

interface BlockScopeFieldsProps<T> {
  control: Control<BlockFormValues, unknown, T>;
  scope: BlockFormValues['scope'];
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Whose time off: the doctor, or the clinic (staff: the server accepts only their own). */
export function BlockScopeFields<T>({ control, scope }: BlockScopeFieldsProps<T>) {
  const { t } = useTranslation('agendas');
  const { language } = useLanguage();
  const doctors = useDoctorOptions(scope === 'doctor');
  const doctorChoices = useDoctorChoices(doctors.data ?? []);
  const clinics = useClinicOptions(scope === 'clinic');
  const choices =
    scope === 'doctor'
      ? doctorChoices
      : (clinics.data ?? []).map((clinic) => ({
          value: clinic.pubkey,
          label: language === 'ar' ? clinic.nameAr : clinic.nameEn,
        }));
  return (
    <FormSelectField
      key={scope}
      select
      control={control}
      name={scope === 'doctor' ? 'doctorPubkey' : 'etablissementPubkey'}
      label={scope === 'doctor' ? t('timeOff.doctor') : t('timeOff.clinic')}
      required
      fullWidth
      slotProps={native}
    >
      <option value="" />
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </FormSelectField>
  );
}

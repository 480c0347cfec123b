import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JoinWaitlist } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { useTypesWindow } from '../booking/use-wizard-choices';
import { ChoiceField, useClinicOptions, useClinicSpecialityOptions } from '../directory/resources/clinic-options';
import { nameIn } from '../directory/resources/names';
import type { JoinScope } from './join-access';
import type { JoinFormValues, JoinTarget } from './join-form';

type JoinControl = Control<JoinFormValues, unknown, JoinWaitlist>;
interface FieldsProps {
  control: JoinControl;
  scope: JoinScope;
}

/** The directory's native selects (every phone and screen reader knows them), none of them locked here. */
const choice = (control: JoinControl) => ({ control, editing: false, locked: new Set<string>() }) as const;

/** One doctor (a DOCTOR's own, not chosen), and optionally one of the consultation types their agendas offer. */
function DoctorFields({ control, scope }: FieldsProps) {
  const { t } = useTranslation('waitlist');
  const { language } = useLanguage();
  const doctors = useDoctorOptions(scope.doctor === undefined);
  const choices = useDoctorChoices(doctors.data ?? []);
  const doctor = useWatch({ control, name: 'doctorPubkey' });
  // The booking wizard's types step: the types the doctor's agendas offer in the coming days.
  const types = useTypesWindow(doctor).data?.consultationTypes ?? [];
  return (
    <>
      {scope.doctor === undefined && (
        <ChoiceField {...choice(control)} name="doctorPubkey" label={t('doctor')} options={choices} required />
      )}
      <ChoiceField
        {...choice(control)}
        name="consultationType"
        label={t('type')}
        emptyLabel={t('anyType')}
        options={types.map((type) => ({ value: type.id, label: nameIn(type, language) }))}
      />
    </>
  );
}

/** Any doctor of a speciality at one clinic: a STAFF account's own clinic only (the server holds them to it). */
function SpecialityFields({ control, scope }: FieldsProps) {
  const { t } = useTranslation('waitlist');
  const clinics = useClinicOptions().filter((clinic) => !scope.clinic || clinic.value === scope.clinic);
  const clinic = useWatch({ control, name: 'etablissementPubkey' });
  const specialities = useClinicSpecialityOptions(clinic);
  return (
    <>
      <ChoiceField {...choice(control)} name="etablissementPubkey" label={t('clinic')} options={clinics} required />
      <ChoiceField
        {...choice(control)}
        name="specialityPubkey"
        label={t('speciality')}
        options={specialities}
        required
      />
    </>
  );
}

/** Whom the entry waits for: a doctor (and maybe a consultation type), or a speciality at a clinic, as `scope` allows. */
export function JoinTargetFields({ control, scope }: FieldsProps) {
  const { t } = useTranslation('waitlist');
  const { field } = useController({ control, name: 'target' });
  return (
    <>
      {scope.targets.length > 1 && (
        <FormControl>
          <FormLabel id="waitlist-target">{t('waitFor')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="waitlist-target"
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as JoinTarget)}
          >
            {scope.targets.map((target) => (
              <FormControlLabel key={target} value={target} control={<Radio />} label={t(`target.${target}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {field.value === 'doctor' ? (
        <DoctorFields control={control} scope={scope} />
      ) : (
        <SpecialityFields control={control} scope={scope} />
      )}
    </>
  );
}

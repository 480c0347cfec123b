import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JoinWaitlist } from '@bayan/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useStoredProfile } from '../../../hooks/use-profile';
import { useLanguage } from '../../../i18n/use-language';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { useTypesWindow } from '../booking/use-wizard-choices';
import { useClinicOptions, useClinicSpecialityOptions } from '../directory/resources/clinic-options';
import { nameIn } from '../directory/resources/names';
import type { JoinFormValues, JoinTarget } from './join-form';

type JoinControl = Control<JoinFormValues, unknown, JoinWaitlist>;
type Choice = { value: string; label: string };

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A native select of the form (every phone and screen reader knows it); `blank` names the empty first choice. */
function Choices(props: {
  control: JoinControl;
  name: 'doctorPubkey' | 'consultationType' | 'etablissementPubkey' | 'specialityPubkey';
  label: string;
  choices: readonly Choice[];
  blank?: string;
  required?: boolean;
}) {
  return (
    <FormSelectField
      select
      control={props.control}
      name={props.name}
      label={props.label}
      required={props.required ?? false}
      fullWidth
      slotProps={native}
    >
      <option value="">{props.blank ?? ''}</option>
      {props.choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </FormSelectField>
  );
}

/** One doctor, and optionally one of the consultation types their agendas offer. */
function DoctorFields({ control }: { control: JoinControl }) {
  const { t } = useTranslation('waitlist');
  const { language } = useLanguage();
  const doctors = useDoctorOptions(true);
  const choices = useDoctorChoices(doctors.data ?? []);
  const doctor = useWatch({ control, name: 'doctorPubkey' });
  const types = useTypesWindow(doctor).data?.consultationTypes ?? [];
  return (
    <>
      <Choices control={control} name="doctorPubkey" label={t('doctor')} choices={choices} required />
      <Choices
        control={control}
        name="consultationType"
        label={t('type')}
        blank={t('anyType')}
        choices={types.map((type) => ({ value: type.id, label: nameIn(type, language) }))}
      />
    </>
  );
}

/** Any doctor of a speciality at one clinic: a STAFF account's own clinic only (the server holds them to it). */
function SpecialityFields({ control }: { control: JoinControl }) {
  const { t } = useTranslation('waitlist');
  const ownClinic = useStoredProfile()?.etablissementPubkey ?? undefined;
  const clinics = useClinicOptions().filter((clinic) => !ownClinic || clinic.value === ownClinic);
  const clinic = useWatch({ control, name: 'etablissementPubkey' });
  const specialities = useClinicSpecialityOptions(clinic);
  return (
    <>
      <Choices control={control} name="etablissementPubkey" label={t('clinic')} choices={clinics} required />
      <Choices control={control} name="specialityPubkey" label={t('speciality')} choices={specialities} required />
    </>
  );
}

/** Whom the entry waits for: a doctor (and maybe a consultation type), or a speciality at a clinic. */
export function JoinTargetFields({ control }: { control: JoinControl }) {
  const { t } = useTranslation('waitlist');
  const { field } = useController({ control, name: 'target' });
  return (
    <>
      <FormControl>
        <FormLabel id="waitlist-target">{t('waitFor')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="waitlist-target"
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as JoinTarget)}
        >
          <FormControlLabel value="doctor" control={<Radio />} label={t('target.doctor')} />
          <FormControlLabel value="speciality" control={<Radio />} label={t('target.speciality')} />
        </RadioGroup>
      </FormControl>
      {field.value === 'doctor' ? <DoctorFields control={control} /> : <SpecialityFields control={control} />}
    </>
  );
}

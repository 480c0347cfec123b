import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { createDoctorSchema, updateDoctorSchema, type Doctor } from '@bayan/shared';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { useSaveDoctor } from '../api/doctors';
import { AccountPicker } from '../components/account-picker';
import { DoctorFields } from './doctor-fields';
import { clinicRequired, createBody, doctorFormValues, updateBody } from './doctor-form';
import { DoctorRating } from './doctor-rating';

/** A doctor's clinic profile: a new one for a DOCTOR account (`true`), or the doctor to edit. */
export function DoctorFormDialog({ dialog }: { dialog: DialogControl<Doctor | true> }) {
  const doctor = dialog.item === true ? undefined : (dialog.item ?? undefined);
  return <DoctorForm key={dialog.key} dialog={dialog} doctor={doctor} />;
}

function DoctorForm({ dialog, doctor }: { dialog: DialogControl<Doctor | true>; doctor: Doctor | undefined }) {
  const { t } = useTranslation('clinicPeople');
  const pickClinic = useStoredProfile()?.role !== 'STAFF';
  const initial = doctorFormValues(doctor);
  const schema = doctor ? updateDoctorSchema : createDoctorSchema;
  const form = useZodForm(schema, initial, clinicRequired(pickClinic));
  const save = useSaveDoctor();

  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    const onError = (error: unknown) =>
      applyServerErrors(form, error, {
        CLINIC_DOCTOR_EXISTS: 'doctorPubkey',
        CLINIC_STAFF_WITHOUT_CLINIC: 'specialityPubkey',
      });
    const options = { onSuccess: dialog.closeAfterSuccess, onError };
    if (!doctor) return save.mutate({ pubkey: null, body: createBody(values) }, options);
    const body = updateBody(values, initial);
    if (Object.keys(body).length === 0) return dialog.close();
    save.mutate({ pubkey: doctor.pubkey, body }, options);
  });

  return (
    <FormDialog
      open={dialog.open}
      title={doctor ? t('doctors.editTitle', { name: doctor.name }) : t('doctors.createTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={save.isPending || dialog.closing}
    >
      {doctor ? (
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {doctor.name}
        </Typography>
      ) : (
        <AccountPicker
          control={form.control}
          name="doctorPubkey"
          role="DOCTOR"
          label={t('doctors.fields.account')}
          helperText={t('doctors.fields.accountHelp')}
        />
      )}
      <DoctorFields control={form.control} setValue={form.setValue} pickClinic={pickClinic} />
      {doctor && <DoctorRating doctor={doctor} withLabel />}
    </FormDialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDoctorSchema, updateDoctorSchema, type Doctor } from '@bayan/shared';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { editedItem, type DialogControl } from '../../../../components/dialogs/use-dialog';
import { markErrorShown } from '../../../../components/feedback/shown-errors';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useStoredProfile } from '../../../../hooks/use-profile';
import { useDoctorPhoto, type PhotoChoice } from '../api/doctor-photo';
import { useSaveDoctor } from '../api/doctors';
import { AccountOrName } from '../components/account-picker';
import { DoctorFields } from './doctor-fields';
import { DoctorPhotoField } from './doctor-photo-field';
import { clinicRequired, createBody, doctorFormValues, updateBody } from './doctor-form';
import { DoctorRating } from './doctor-rating';

/** A doctor's clinic profile: a new one for a DOCTOR account (`true`), or the doctor to edit. */
export function DoctorFormDialog({ dialog }: { dialog: DialogControl<Doctor | true> }) {
  return <DoctorForm key={dialog.key} dialog={dialog} doctor={editedItem(dialog)} />;
}

function DoctorForm({ dialog, doctor }: { dialog: DialogControl<Doctor | true>; doctor: Doctor | undefined }) {
  const { t } = useTranslation('clinicPeople');
  const pickClinic = useStoredProfile()?.role !== 'STAFF';
  const initial = doctorFormValues(doctor);
  const schema = doctor ? updateDoctorSchema : createDoctorSchema;
  const form = useZodForm(schema, initial, clinicRequired(pickClinic));
  const save = useSaveDoctor();
  const photos = useDoctorPhoto();
  const [photo, setPhoto] = useState<PhotoChoice>(null);
  const [photoError, setPhotoError] = useState<string>();

  /** The photo goes to its own route once the profile exists; a new profile is kept even if its photo is refused. */
  const sendPhoto = (saved: Doctor | undefined) => {
    if (photo === null || !saved) return dialog.closeAfterSuccess();
    photos.mutate(
      { pubkey: saved.pubkey, choice: photo },
      {
        onSuccess: dialog.closeAfterSuccess,
        onError: (error) => {
          if (!doctor) return dialog.close();
          // Said under the photo only: no toast repeats it.
          markErrorShown(error);
          setPhotoError(error.message);
        },
      },
    );
  };

  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    const onError = (error: unknown) =>
      applyServerErrors(form, error, {
        CLINIC_DOCTOR_EXISTS: 'doctorPubkey',
        CLINIC_STAFF_WITHOUT_CLINIC: 'specialityPubkey',
      });
    const options = { onSuccess: sendPhoto, onError };
    if (!doctor) return save.mutate({ pubkey: null, body: createBody(values) }, options);
    const body = updateBody(values, initial);
    if (Object.keys(body).length > 0) return save.mutate({ pubkey: doctor.pubkey, body }, options);
    if (photo === null) return dialog.close();
    sendPhoto(doctor);
  });

  return (
    <FormDialog
      open={dialog.open}
      title={doctor ? t('doctors.editTitle', { name: doctor.name }) : t('doctors.createTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={save.isPending || photos.isPending || dialog.closing}
    >
      <AccountOrName people="doctors" person={doctor} control={form.control} name="doctorPubkey" />
      <DoctorPhotoField
        doctor={{ name: doctor?.name ?? '', photoUrl: doctor?.photoUrl ?? null }}
        choice={photo}
        onChoose={(choice, error) => {
          setPhoto(choice);
          setPhotoError(error);
        }}
        error={photoError}
      />
      <DoctorFields control={form.control} setValue={form.setValue} pickClinic={pickClinic} />
      {doctor && <DoctorRating doctor={doctor} withLabel />}
    </FormDialog>
  );
}

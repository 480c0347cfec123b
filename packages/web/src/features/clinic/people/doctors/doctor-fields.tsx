import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DOCTOR_BIO_MAX, DIRECTORY_ROUTES } from '@bayan/shared';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useEtablissementChoices, useNamedChoices, useDirectoryRows } from '../../../../hooks/use-directory-choices';
import { ChoiceSelect } from '../components/choice-select';
import type { DoctorFormValues } from './doctor-form';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface DoctorFieldsProps<T> {
  control: Control<DoctorFormValues, unknown, T>;
  setValue: UseFormSetValue<DoctorFormValues>;
  /** Admins choose the clinic; staff work in their own, which the server gives. */
  pickClinic: boolean;
}

/** Speciality, clinic, a room of that clinic and the bio. */
export function DoctorFields<T>({ control, setValue, pickClinic }: DoctorFieldsProps<T>) {
  const { t } = useTranslation('clinicPeople');
  const etablissement = useWatch({ control, name: 'etablissementPubkey' });
  const specialities = useNamedChoices(DIRECTORY_ROUTES['clinic.listSpecialities'], { sort: 'nameAr' });
  const clinics = useEtablissementChoices(pickClinic);
  const rooms = useDirectoryRows<{ pubkey: string; name: string }>(
    DIRECTORY_ROUTES['clinic.listRooms'],
    { sort: 'name', etablissement: etablissement || undefined },
    !pickClinic || etablissement !== '',
  );
  // Another clinic's rooms are not this one's: a new clinic starts with no room.
  const shown = useRef(etablissement);
  useEffect(() => {
    if (shown.current !== etablissement) setValue('roomPubkey', '');
    shown.current = etablissement;
  }, [etablissement, setValue]);
  const roomChoices = (rooms.data ?? []).map((room) => ({ value: room.pubkey, label: room.name }));

  return (
    <>
      <Box sx={TWO_COLUMNS}>
        <ChoiceSelect
          control={control}
          name="specialityPubkey"
          label={t('doctors.fields.speciality')}
          choices={specialities.choices}
          emptyLabel="—"
          required
        />
        {pickClinic && (
          <ChoiceSelect
            control={control}
            name="etablissementPubkey"
            label={t('doctors.fields.etablissement')}
            choices={clinics.choices}
            emptyLabel="—"
            required
          />
        )}
        <ChoiceSelect
          control={control}
          name="roomPubkey"
          label={t('doctors.fields.room')}
          choices={roomChoices}
          emptyLabel={t('doctors.fields.noRoom')}
          helperText={t('doctors.fields.roomHelp')}
        />
      </Box>
      <FormTextField
        control={control}
        name="bio"
        label={t('doctors.fields.bio')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: DOCTOR_BIO_MAX } }}
      />
    </>
  );
}

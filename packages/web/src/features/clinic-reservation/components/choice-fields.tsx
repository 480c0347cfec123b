import Box from '@mui/material/Box';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CreateReservation, DIRECTORY_ROUTES } from '@bayan/shared';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useClinicDoctors } from '../../../hooks/use-doctors-by';
import { useEtablissementChoices, useNamedChoices } from '../../../hooks/use-directory-choices';
import type { ReservationValues } from './reservation-values';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The clinic, then a doctor of it or a speciality (either is enough, spec §7). */
export function ChoiceFields({ control }: { control: Control<ReservationValues, unknown, CreateReservation> }) {
  const { t } = useTranslation('reservation');
  const clinic = useWatch({ control, name: 'etablissementPubkey' });
  const clinics = useEtablissementChoices();
  const specialities = useNamedChoices(DIRECTORY_ROUTES['clinic.listSpecialities'], { sort: 'nameAr' });
  const doctors = useClinicDoctors(clinic);
  return (
    <>
      <FormSelectField
        control={control}
        name="etablissementPubkey"
        select
        required
        label={t('fields.clinic')}
        slotProps={NATIVE}
      >
        <option value="">{t('fields.choose')}</option>
        {clinics.choices.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormSelectField>
      <Box sx={TWO_COLUMNS}>
        <FormSelectField control={control} name="doctorPubkey" select label={t('fields.doctor')} slotProps={NATIVE}>
          <option value="">{t('fields.anyDoctor')}</option>
          {(doctors.data ?? []).map((doctor) => (
            <option key={doctor.pubkey} value={doctor.pubkey}>
              {doctor.name}
            </option>
          ))}
        </FormSelectField>
        <FormSelectField
          control={control}
          name="specialityPubkey"
          select
          label={t('fields.speciality')}
          slotProps={NATIVE}
        >
          <option value="">{t('fields.anySpeciality')}</option>
          {specialities.choices.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FormSelectField>
      </Box>
    </>
  );
}

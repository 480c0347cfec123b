import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { createReservationSchema, RESERVATION_NOTES_MAX } from '@bayan/shared';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormPhoneField } from '../../../components/form/form-phone-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { readReservationChoice } from '../../../lib/reservation-link';
import { useCreateReservation } from '../api/reservation-api';
import { ChoiceFields } from './choice-fields';
import { DayField } from './day-field';
import { EMPTY_RESERVATION } from './reservation-values';

const TWO_COLUMNS = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** A visitor's appointment request; once stored, `onCreated` takes the visitor to its code and state. */
export function ReservationForm({ onCreated }: { onCreated: (id: string, token: string) => void }) {
  const { t } = useTranslation('reservation');
  // Come from a doctor's page: the clinic, the doctor and the chosen time filled in.
  const [params] = useSearchParams();
  const form = useZodForm(createReservationSchema, { ...EMPTY_RESERVATION, ...readReservationChoice(params) });
  const { control } = form;
  const create = useCreateReservation();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ id, token }) => onCreated(id, token),
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormTextField control={control} name="name" label={t('fields.name')} autoComplete="name" required />
      <Box sx={TWO_COLUMNS}>
        <FormPhoneField control={control} name="phone" label={t('fields.phone')} />
        <FormTextField
          control={control}
          name="idNumber"
          label={t('fields.idNumber')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', dir: 'ltr' } }}
        />
      </Box>
      <ChoiceFields control={control} />
      <Box sx={TWO_COLUMNS}>
        <DayField control={control} />
        <FormTextField
          control={control}
          name="preferredTime"
          label={t('fields.time')}
          type="time"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', step: 900 } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label={t('fields.notes')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: RESERVATION_NOTES_MAX } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={create.isPending}>
        {t('submit')}
      </Button>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { ComingDayFields } from '../coming-days/coming-day-fields';
import { joinFormSchema, joinFormValues } from './join-form';
import { useJoinWaitlist } from './waitlist-api';

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
/** Hours picked with the browser's own time input, as the time-off form does. */
const time = { htmlInput: { type: 'time', dir: 'ltr', step: 300 }, inputLabel: { shrink: true } } as const;
const HOURS = ['fromTime', 'toTime'] as const;

/** Join a doctor's waitlist: the doctor, the days, and optionally some hours of them (issue 35). */
export function JoinDialog({ dialog }: { dialog: DialogControl<true> }) {
  const { t } = useTranslation('waitlist');
  const form = useZodForm(joinFormSchema, joinFormValues());
  const doctors = useDoctorOptions(true);
  const choices = useDoctorChoices(doctors.data ?? []);
  const join = useJoinWaitlist();
  const submit = form.handleSubmit((body) =>
    join.mutate(body, { onSuccess: dialog.closeAfterSuccess, onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <FormDialog
      open={dialog.open}
      title={t('joinTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={join.isPending || dialog.closing}
      submitLabel={t('joinSubmit')}
    >
      <FormSelectField
        select
        control={form.control}
        name="doctorPubkey"
        label={t('doctor')}
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ComingDayFields
          control={form.control}
          days={[
            { name: 'fromDate', label: t('fromDate') },
            { name: 'toDate', label: t('toDate') },
          ]}
        />
        {HOURS.map((name) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={t(name)}
            helperText={t('timeHelp')}
            fullWidth
            slotProps={time}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

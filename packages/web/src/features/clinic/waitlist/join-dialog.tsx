import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useStoredProfile } from '../../../hooks/use-profile';
import { ComingDayFields } from '../coming-days/coming-day-fields';
import { PatientPicker } from '../people/components/patient-picker';
import { joinScopeOf } from './join-access';
import { joinFormSchema, joinFormValues } from './join-form';
import { JoinTargetFields } from './join-target-fields';
import { useJoinWaitlist } from './waitlist-api';

/** Hours picked with the browser's own time input, as the time-off form does. */
const time = { htmlInput: { type: 'time', dir: 'ltr', step: 300 }, inputLabel: { shrink: true } } as const;
const HOURS = ['fromTime', 'toTime'] as const;

/**
 * Join a waitlist (issue 35): whom for (a doctor and maybe a consultation type, or a speciality at
 * a clinic, as far as the account may: joinScopeOf), the days, and optionally some hours of them.
 * `forPatient`: the care team adds a patient, chosen first.
 */
export function JoinDialog({ dialog, forPatient = false }: { dialog: DialogControl<true>; forPatient?: boolean }) {
  const { t } = useTranslation('waitlist');
  const scope = joinScopeOf(useStoredProfile());
  const form = useZodForm(joinFormSchema(forPatient), joinFormValues(scope));
  const join = useJoinWaitlist();
  const submit = form.handleSubmit((body) =>
    join.mutate(body, { onSuccess: dialog.closeAfterSuccess, onError: (error) => applyServerErrors(form, error) }),
  );
  return (
    <FormDialog
      open={dialog.open}
      title={forPatient ? t('addTitle') : t('joinTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={join.isPending || dialog.closing}
      submitLabel={forPatient ? t('addSubmit') : t('joinSubmit')}
    >
      {forPatient && (
        <PatientPicker control={form.control} name="patientPubkey" label={t('patient')} helperText={t('patientHelp')} />
      )}
      <JoinTargetFields control={form.control} scope={scope} />
      {/* A day field holds its calendar switch: a whole line each, the hours two to a line. */}
      <ComingDayFields
        control={form.control}
        days={[
          { name: 'fromDate', label: t('fromDate') },
          { name: 'toDate', label: t('toDate') },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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

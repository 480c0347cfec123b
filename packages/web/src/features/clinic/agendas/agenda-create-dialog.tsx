import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useDoctorOptions } from '../api/doctor-options';
import { useDoctorChoices } from '../api/use-doctor-choices';
import { AgendaFields } from './agenda-fields';
import { newAgendaFormSchema, newAgendaFormValues } from './agenda-form';
import { useCreateAgenda } from './agendas-api';
import { RefusalAlert, refusalToShow } from './refusal-alert';
import { TypeFields } from './type-fields';

interface AgendaCreateDialogProps {
  dialog: DialogControl<true>;
  /** A doctor creates their own agenda: no doctor to choose. */
  ownDoctor: string | undefined;
}

/** A new agenda with its first consultation type; it opens on its own page once created. */
export function AgendaCreateDialog({ dialog, ownDoctor }: AgendaCreateDialogProps) {
  const { t } = useTranslation('agendas');
  const navigate = useNavigate();
  const form = useZodForm(newAgendaFormSchema, newAgendaFormValues(ownDoctor));
  const create = useCreateAgenda();
  const doctors = useDoctorOptions(ownDoctor === undefined);
  const choices = useDoctorChoices(doctors.data ?? []);
  const [refusal, setRefusal] = useState<unknown>();
  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    create.mutate(body, {
      onSuccess: (agenda) => void navigate(`/dashboard/agendas/${agenda.id}`),
      onError: (error) => {
        applyServerErrors(form, error, { CLINIC_AGENDA_OVERLAP: 'startDate' });
        setRefusal(refusalToShow(error));
      },
    });
  });

  return (
    <FormDialog
      open={dialog.open}
      title={t('form.createTitle')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={create.isPending || dialog.closing}
      submitLabel={t('form.save')}
      maxWidth="md"
    >
      {ownDoctor === undefined && (
        <FormSelectField
          select
          control={form.control}
          name="doctorPubkey"
          label={t('form.doctor')}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </FormSelectField>
      )}
      <AgendaFields control={form.control} />
      <Divider />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('form.firstType')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: '0.5rem !important' }}>
        {t('form.firstTypeHelp')}
      </Typography>
      <TypeFields control={form.control} prefix="type." />
      <RefusalAlert error={refusal} doctor={form.getValues('doctorPubkey')} />
    </FormDialog>
  );
}

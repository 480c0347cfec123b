import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AgendaFields } from './agenda-fields';
import { agendaFormSchema, agendaFormValues } from './agenda-form';
import { useUpdateAgenda } from './agendas-api';
import { RefusalAlert, refusalToShow } from './refusal-alert';

/**
 * An agenda's dates, hours, slot length and patients limit, saved at once (PATCH). A change that
 * would strand active appointments is refused with those appointments listed.
 */
export function AgendaEditForm({ agenda }: { agenda: Agenda }) {
  const { t } = useTranslation('agendas');
  const form = useZodForm(agendaFormSchema, agendaFormValues(agenda));
  const update = useUpdateAgenda(agenda.id);
  const [refusal, setRefusal] = useState<unknown>();
  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    update.mutate(body, {
      onSuccess: (saved) => form.reset(agendaFormValues(saved)),
      onError: (error) => {
        applyServerErrors(form, error, { CLINIC_AGENDA_OVERLAP: 'startDate' });
        setRefusal(refusalToShow(error));
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('page.settings')}>
      <Stack spacing={2.5}>
        <AgendaFields control={form.control} />
        <RefusalAlert error={refusal} doctor={agenda.doctor.pubkey} />
        <Box>
          <BusyButton type="submit" variant="contained" busy={update.isPending}>
            {t('form.save')}
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}

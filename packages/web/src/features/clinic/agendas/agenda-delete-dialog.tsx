import { useTranslation } from 'react-i18next';
import type { Agenda } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useAgendaDates } from './agenda-dates';
import { useDeleteAgenda } from './agendas-api';

/**
 * Spec §8's prompt before a delete. An agenda with appointments is refused (CLINIC_AGENDA_IN_USE):
 * the prompt closes and the app's snackbar says to shorten its dates instead.
 */
export function AgendaDeleteDialog({ dialog, onDeleted }: { dialog: DialogControl<Agenda>; onDeleted?: () => void }) {
  const { t } = useTranslation('agendas');
  const dates = useAgendaDates();
  const remove = useDeleteAgenda();
  const agenda = dialog.item;
  if (!agenda) return null;
  const names = { doctor: agenda.doctor.name, dates: dates(agenda) };
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('delete.title')}
      body={t('delete.body', names)}
      confirmLabel={t('delete.submit')}
      destructive
      busy={remove.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() =>
        remove.mutate(agenda.id, {
          onSuccess: () => {
            dialog.closeAfterSuccess();
            onDeleted?.();
          },
          onError: dialog.close,
        })
      }
    />
  );
}

import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Appointment, Role } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { TextInput } from '../../../components/form/text-input';
import { ApiError } from '../../../lib/api-client';
import { useCancelSeries } from '../series/series-api';
import { SeriesScope, useCancelRestBody, type Scope } from '../series/series-scope';
import { useTransitionAppointment } from './transition-appointment';
import { isDestructive, needsReason, type StateAction } from './appointment-actions';
import { useAppointmentWhen } from './appointment-when';

export interface ActionTarget {
  appointment: Appointment;
  action: StateAction;
}

/** The server's word on the reason field (a 400 with `body.reason` details), if it sent one. */
function reasonError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details?.find((detail) => detail.path === 'body.reason')?.message;
}

/**
 * Spec §8's prompt before a transition, with the reason a reject or a staff cancel needs. The
 * server judges: its refusal shows in the app's snackbar in the reader's language, and the
 * lists are read again.
 */
export function ActionDialog({ dialog, role }: { dialog: DialogControl<ActionTarget>; role: Role }) {
  const { t } = useTranslation('clinic');
  const when = useAppointmentWhen();
  const single = useTransitionAppointment();
  const rest = useCancelSeries();
  const restBody = useCancelRestBody();
  const [scope, setScope] = useState<Scope>('one');
  const [reason, setReason] = useState('');
  const bodyId = useId();
  const target = dialog.item;
  if (!target) return null;
  const { appointment, action } = target;
  // The care team cancels an occurrence of a series alone, or with the ones after it (one call).
  const inSeries = action === 'cancel' && role !== 'PATIENT' && appointment.series !== undefined;
  const following = inSeries && scope === 'rest';
  const transition = following ? rest : single;
  const required = needsReason(action, role);
  const withReason = action === 'reject' || action === 'cancel';
  const busy = transition.isPending || dialog.closing;
  const own = role === 'PATIENT';
  const names = { patient: appointment.patient.name, doctor: appointment.doctor.name, when: when(appointment) };
  const cancel = () => {
    if (!busy) dialog.close();
  };
  // A 409 (the appointment changed, or a time limit passed) cannot be mended here: the prompt
  // closes on the refreshed list and the snackbar says why. A 400 stays open on its field.
  const settle = {
    onSuccess: dialog.closeAfterSuccess,
    onError: (error: Error) => {
      if (error instanceof ApiError && error.status === 409) dialog.close();
    },
  };
  const submit = () => {
    const given = reason.trim() || undefined;
    if (following && appointment.series)
      rest.mutate({ id: appointment.series.pubkey, from: appointment.id, reason: given }, settle);
    else single.mutate({ action, id: appointment.id, reason: given }, settle);
  };
  const fieldError = reasonError(transition.error);

  return (
    <Dialog open={dialog.open} onClose={cancel} role="alertdialog" aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle>{following ? t('series.cancelRestTitle') : t(`actions.${action}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>
            {following && appointment.series
              ? restBody(appointment.series, names)
              : own && action === 'cancel'
                ? t('actions.cancel.bodyOwn', names)
                : t(`actions.${action}.body`, names)}
          </DialogContentText>
          {inSeries && <SeriesScope value={scope} onChange={setScope} />}
          {withReason && (
            <TextInput
              label={t('reason.label')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required={required}
              multiline
              minRows={2}
              error={Boolean(fieldError)}
              helperText={fieldError ?? t(required ? 'reason.required' : 'reason.optional')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1 }}>
        <Button onClick={cancel} disabled={busy} autoFocus>
          {t('actions.back')}
        </Button>
        <BusyButton
          variant="contained"
          color={isDestructive(action) ? 'error' : 'primary'}
          busy={busy}
          onClick={submit}
        >
          {following ? t('series.cancelRestSubmit') : t(`actions.${action}.submit`)}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

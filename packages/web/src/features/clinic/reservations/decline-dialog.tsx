import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RESERVATION_REASON_MAX, type Reservation } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { TextInput } from '../../../components/form/text-input';
import { ApiError } from '../../../lib/api-client';
import { useDecideReservation } from './reservations-api';

/** The server's word on the reason field, if it sent one. */
function reasonError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details?.find((detail) => detail.path === 'body.reason')?.message;
}

/** Spec §8's prompt before declining a request, with the reason the visitor is texted. */
export function DeclineDialog({ dialog }: { dialog: DialogControl<Reservation> }) {
  const { t } = useTranslation('clinic');
  const decide = useDecideReservation({ accepted: t('reservations.accepted'), declined: t('reservations.declined') });
  const [reason, setReason] = useState('');
  const bodyId = useId();
  const reservation = dialog.item;
  if (!reservation) return null;
  const busy = decide.isPending || dialog.closing;
  const cancel = () => {
    if (!busy) dialog.close();
  };
  const submit = () =>
    decide.mutate(
      { id: reservation.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          dialog.closeAfterSuccess();
        },
        onError: (error) => {
          // A refused reason is said on its field only; anything else closes on the refreshed list, the snackbar says why.
          if (reasonError(error) !== undefined) markErrorShown(error);
          else dialog.close();
        },
      },
    );
  const fieldError = reasonError(decide.error);
  return (
    <Dialog open={dialog.open} onClose={cancel} role="alertdialog" aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle>{t('reservations.decline.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>
            {t('reservations.decline.body', { name: reservation.name })}
          </DialogContentText>
          <TextInput
            label={t('reservations.decline.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            error={fieldError !== undefined}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: RESERVATION_REASON_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1 }}>
        <Button onClick={cancel} disabled={busy} autoFocus>
          {t('actions.back')}
        </Button>
        <BusyButton variant="contained" color="error" busy={busy} onClick={submit}>
          {t('reservations.decline.confirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

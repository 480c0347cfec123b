import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { ApiError } from '../../../lib/api-client';
import { useRescheduleAppointment } from './reschedule-appointment';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { useOwnWords } from '../booking/own-words';
import { SlotStep } from '../booking/slot-step';
import type { ChosenSlot } from '../booking/wizard-params';

/**
 * A patient moves an appointment (finding 12): the same doctor and consultation, a new free time,
 * then one confirmation. The server moves it or refuses (the cut-off, the time taken meanwhile:
 * back to the times with its word).
 */
export function RescheduleDialog({ dialog }: { dialog: DialogControl<Appointment> }) {
  const { t } = useTranslation('clinic');
  const when = useAppointmentWhen();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const move = useRescheduleAppointment();
  const ownWords = useOwnWords();
  const [slot, setSlot] = useState<ChosenSlot>();
  const [notice, setNotice] = useState('');
  const appointment = dialog.item;
  if (!appointment) return null;
  const busy = move.isPending || dialog.closing;
  const close = () => {
    if (!busy) dialog.close();
  };
  const submit = () => {
    if (!slot) return;
    move.mutate(
      { id: appointment.id, start: slot.start },
      {
        onSuccess: dialog.closeAfterSuccess,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CLINIC_NO_FREE_APPOINTMENTS') {
            setSlot(undefined);
            setNotice(error.message);
            move.reset();
          }
        },
      },
    );
  };
  return (
    <Dialog
      open={dialog.open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="reschedule-title"
    >
      <DialogTitle id="reschedule-title">{t('reschedule.title', { doctor: appointment.doctor.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>
          {t('reschedule.now', { when: when(appointment) })}
        </DialogContentText>
        {slot ? (
          <DialogContentText role="status">{t('reschedule.to', { when: when(slot) })}</DialogContentText>
        ) : (
          <SlotStep
            doctor={appointment.doctor.pubkey}
            type={appointment.consultationType}
            onChoose={(chosen) => {
              setNotice('');
              setSlot(chosen);
            }}
            notice={notice}
            moving={appointment.id}
          />
        )}
        {move.isError && (
          <Alert severity="error" sx={{ marginBlockStart: 2 }}>
            {ownWords(move.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {slot && (
          <Button onClick={() => setSlot(undefined)} disabled={busy}>
            {t('reschedule.other')}
          </Button>
        )}
        <Button onClick={close} disabled={busy}>
          {t('reschedule.keep')}
        </Button>
        {slot && (
          <BusyButton variant="contained" busy={busy} onClick={submit}>
            {t('reschedule.confirm')}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

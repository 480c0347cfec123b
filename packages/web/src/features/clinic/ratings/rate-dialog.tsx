import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, type Appointment } from '@bayan/shared';
import { BusyButton } from '../../../components/dialogs/busy-button';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { TextInput } from '../../../components/form/text-input';
import { useFormat } from '../../../hooks/use-format';
import { ApiError } from '../../../lib/api-client';
import { useRateAppointment } from './ratings';
import { useAppointmentWhen } from '../appointments/appointment-when';
import { StarsInput } from './stars-input';

/** The server's word on the comment (a 400 with `body.comment` details), if it sent one. */
function commentError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details?.find((detail) => detail.path === 'body.comment')?.message;
}

/**
 * Stars and an optional comment for a Done appointment. The server judges (its own appointment,
 * Done, once, within 14 days): a refusal shows here, in the dialog, in the reader's language.
 */
export function RateDialog({ dialog }: { dialog: DialogControl<Appointment> }) {
  const { t } = useTranslation('ratings');
  const format = useFormat();
  const when = useAppointmentWhen();
  const rate = useRateAppointment();
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const bodyId = useId();
  const appointment = dialog.item;
  if (!appointment) return null;
  const busy = rate.isPending || dialog.closing;
  const cancel = () => {
    if (!busy) dialog.close();
  };
  const submit = () => {
    if (stars === null) return setMissing(true);
    const text = comment.trim();
    rate.mutate(
      { id: appointment.id, body: { stars, ...(text ? { comment: text } : {}) } },
      {
        onSuccess: (rating) => {
          showSnackbar(t(rating.comment ? 'rate.doneWithComment' : 'rate.done'), 'success');
          dialog.closeAfterSuccess();
        },
      },
    );
  };
  const fieldError = commentError(rate.error);
  const refusal = rate.error && !fieldError ? rate.error.message : undefined;

  return (
    <Dialog open={dialog.open} onClose={cancel} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle>{t('rate.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>
            {t('rate.body', { doctor: appointment.doctor.name, when: when(appointment) })}
          </DialogContentText>
          <StarsInput
            label={t('rate.stars')}
            value={stars}
            onChange={(value) => {
              setStars(value);
              setMissing(false);
            }}
            error={missing ? t('rate.starsRequired') : undefined}
          />
          <TextInput
            label={t('rate.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={3}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('rate.commentHelp', { max: format.number(RATING_COMMENT_MAX) })}
            slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX } }}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2, gap: 1 }}>
        <Button onClick={cancel} disabled={busy}>
          {t('rate.cancel')}
        </Button>
        <BusyButton variant="contained" busy={busy} onClick={submit}>
          {t('rate.submit')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

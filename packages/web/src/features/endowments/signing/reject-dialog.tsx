import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { TextInput } from '../../../components/form/text-input';

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** "Reject" asks why: the endower reads the reason (the deed goes back to CHANGES_REQUESTED). */
export function RejectDialog({ open, busy, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('endowmentsSigning');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onReject(reason.trim());
  };
  return (
    <FormDialog
      open={open}
      title={t('reject.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('reject.submit')}
    >
      <TextInput
        label={t('reject.reason')}
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={tried && missing}
        helperText={tried && missing ? t('reject.reasonRequired') : t('reject.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}

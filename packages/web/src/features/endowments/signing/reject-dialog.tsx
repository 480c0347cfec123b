import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { ReasonField, useReason } from '../../../components/form/reason-field';

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** "Reject" asks why: the endower reads the reason (the deed goes back to CHANGES_REQUESTED). */
export function RejectDialog({ open, busy, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('endowmentsSigning');
  const reason = useReason();
  const submit = reason.submit(onReject);
  return (
    <FormDialog
      open={open}
      title={t('reject.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={t('reject.submit')}
    >
      <ReasonField
        reason={reason}
        label={t('reject.reason')}
        requiredMessage={t('reject.reasonRequired')}
        help={t('reject.reasonHelp')}
        maxLength={1000}
        autoFocus
      />
    </FormDialog>
  );
}

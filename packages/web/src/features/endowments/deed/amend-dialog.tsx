import Alert from '@mui/material/Alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { showSnackbar } from '../../../components/feedback/snackbar-store';
import { ReasonField, useReason } from '../../../components/form/reason-field';
import { amendDeed } from '../api/signing-api';
import { editPath } from '../wizard/wizard-paths';

/** A change after FINAL: a new draft version (with its reason) that goes through signing again. */
export function AmendDialog({ open, pubkey, onClose }: { open: boolean; pubkey: string; onClose: () => void }) {
  const { t } = useTranslation('endowmentsSigning');
  const client = useQueryClient();
  const navigate = useNavigate();
  const reason = useReason();
  const amend = useMutation({
    mutationFn: (why: string) => amendDeed(pubkey, why),
    meta: { silentSuccess: true },
    onSuccess: (draft) => {
      showSnackbar(t('actions.done.amend'), 'success');
      void client.invalidateQueries({ queryKey: ['endowments'] });
      void navigate(editPath(draft.pubkey));
    },
  });
  const submit = reason.submit((why) => amend.mutate(why));
  return (
    <FormDialog
      open={open}
      title={t('amend.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={amend.isPending}
      submitLabel={t('actions.amend')}
    >
      <Alert severity="warning">{t('amend.warning')}</Alert>
      <ReasonField
        reason={reason}
        label={t('amend.reason')}
        requiredMessage={t('amend.reasonRequired')}
        maxLength={1000}
      />
    </FormDialog>
  );
}

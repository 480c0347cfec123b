import DialogContentText from '@mui/material/DialogContentText';
import type { User } from '@bayan/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { ReasonField, useReason } from '../../../components/form/reason-field';
import { useReleaseIdNumber } from '../api/release-id-number';

/**
 * The reason's bounds, as the server's contract (shared releaseIdNumberSchema) has them: checked
 * here, so the server's refusals left (409 no ID number, 404) are the snackbar's.
 */
const REASON = { min: 3, max: 500 };

/**
 * "Release ID number" (a SUPERADMIN's support path): says what it does to the account and asks
 * why, since the reason goes to the audit log. The server's refusals show in the app's snackbar.
 * Each opening starts empty.
 */
export function ReleaseIdNumberDialog({ dialog }: { dialog: DialogControl<User> }) {
  const user = dialog.item;
  return user ? <ReleaseForm key={dialog.key} dialog={dialog} user={user} /> : null;
}

function ReleaseForm({ dialog, user }: { dialog: DialogControl<User>; user: User }) {
  const { t } = useTranslation('usersIdNumber');
  const release = useReleaseIdNumber();
  const reason = useReason(REASON.min);
  const submit = reason.submit((trimmed) =>
    release.mutate({ pubkey: user.pubkey, reason: trimmed }, { onSuccess: dialog.closeAfterSuccess }),
  );
  return (
    <FormDialog
      open={dialog.open}
      title={t('release.title')}
      onClose={dialog.close}
      onSubmit={submit}
      busy={release.isPending || dialog.closing}
      submitLabel={t('release.submit')}
    >
      <DialogContentText>{t('release.body', { name: user.name })}</DialogContentText>
      <ReasonField
        reason={reason}
        label={t('release.reason')}
        requiredMessage={t('release.reasonRequired')}
        help={t('release.reasonHelp')}
        maxLength={REASON.max}
        autoFocus
      />
    </FormDialog>
  );
}

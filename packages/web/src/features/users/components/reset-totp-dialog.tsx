import { useTranslation } from 'react-i18next';
import type { User } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useResetTotp } from '../api/reset-totp';

/**
 * "Reset second factor" (a SUPERADMIN's support path, for someone who lost the app and the recovery
 * codes): says what it does before it is done. The server's refusals show in the app's snackbar.
 */
export function ResetTotpDialog({ dialog }: { dialog: DialogControl<User> }) {
  const { t } = useTranslation('usersTotp');
  const reset = useResetTotp();
  const user = dialog.item;
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('reset.title')}
      body={t('reset.body', { name: user?.name ?? '' })}
      confirmLabel={t('reset.submit')}
      destructive
      busy={reset.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() => user && reset.mutate(user.pubkey, { onSuccess: dialog.closeAfterSuccess })}
    />
  );
}

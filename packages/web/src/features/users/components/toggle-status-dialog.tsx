import { useTranslation } from 'react-i18next';
import type { User } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useToggleUserStatus } from '../api/toggle-user-status';

/** Asks before blocking (or unblocking) an account, saying what it will mean for them. */
export function ToggleStatusDialog({ dialog }: { dialog: DialogControl<User> }) {
  const { t } = useTranslation('users');
  const toggle = useToggleUserStatus();
  const user = dialog.item;
  const unblocking = user?.status === 'BLOCKED';
  const name = user?.name ?? '';
  return (
    <ConfirmDialog
      open={dialog.open}
      title={unblocking ? t('unblockTitle') : t('blockTitle')}
      body={unblocking ? t('unblockBody', { name }) : t('blockBody', { name })}
      confirmLabel={unblocking ? t('unblock') : t('block')}
      destructive={!unblocking}
      busy={toggle.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() => user && toggle.mutate(user.pubkey, { onSuccess: dialog.closeAfterSuccess })}
    />
  );
}

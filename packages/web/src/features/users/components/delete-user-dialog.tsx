import { useTranslation } from 'react-i18next';
import type { User } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useDeleteUser } from '../api/delete-user';

/** Asks before an account is (softly) deleted; closes half a second after it is done. */
export function DeleteUserDialog({ dialog }: { dialog: DialogControl<User> }) {
  const { t } = useTranslation(['users', 'common']);
  const remove = useDeleteUser();
  const user = dialog.item;
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('deleteTitle')}
      body={t('deleteBody', { name: user?.name ?? '' })}
      confirmLabel={t('common:actions.delete')}
      destructive
      busy={remove.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() => user && remove.mutate(user.pubkey, { onSuccess: dialog.closeAfterSuccess })}
    />
  );
}

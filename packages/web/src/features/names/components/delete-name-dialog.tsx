import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useDeleteName } from '../api/delete-name';

/** Asks before a name is deleted for good; closes half a second after it is gone. */
export function DeleteNameDialog({ dialog }: { dialog: DialogControl<Name> }) {
  const { t } = useTranslation(['names', 'common']);
  const remove = useDeleteName();
  const name = dialog.item;
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('admin.deleteTitle')}
      body={t('admin.deleteBody', { name: name?.name ?? '' })}
      confirmLabel={t('common:actions.delete')}
      destructive
      busy={remove.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() => name && remove.mutate(name.id, { onSuccess: dialog.closeAfterSuccess })}
    />
  );
}

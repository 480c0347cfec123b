import { useTranslation } from 'react-i18next';
import type { Block } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useBlockWhen } from './block-when';
import { useDeleteBlock } from './blocks-api';

/** Spec §8's prompt before time off is removed (its times can then be booked again). */
export function BlockDeleteDialog({ dialog, who }: { dialog: DialogControl<Block>; who: (block: Block) => string }) {
  const { t } = useTranslation('agendas');
  const when = useBlockWhen();
  const remove = useDeleteBlock();
  const block = dialog.item;
  if (!block) return null;
  const names = { who: who(block), when: when(block) };
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('timeOff.delete.title')}
      body={t('timeOff.delete.body', names)}
      confirmLabel={t('timeOff.delete.submit')}
      destructive
      busy={remove.isPending || dialog.closing}
      onClose={dialog.close}
      onConfirm={() => remove.mutate(block.id, { onSuccess: dialog.closeAfterSuccess, onError: dialog.close })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useCreateName } from '../api/create-name';
import { createNameFormSchema, nameFormValues } from '../utils/name-form';
import { NameFormDialog } from './name-form-dialog';

/** A new name, starting at order 0 and shown (spec §5). */
export function CreateNameDialog({ dialog }: { dialog: DialogControl<true> }) {
  const { t } = useTranslation('names');
  const create = useCreateName();
  return (
    <NameFormDialog
      key={dialog.key}
      open={dialog.open}
      title={t('admin.createTitle')}
      schema={createNameFormSchema}
      initial={nameFormValues()}
      busy={create.isPending || dialog.closing}
      onClose={dialog.close}
      onValid={(body, showErrors) => create.mutate(body, { onSuccess: dialog.closeAfterSuccess, onError: showErrors })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { Name } from '@bayan/shared';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useUpdateName } from '../api/update-name';
import { nameFormValues, updateNameFormSchema } from '../utils/name-form';
import { NameFormDialog } from './name-form-dialog';

/** Edits a name; the form starts from the name as the list shows it. */
export function EditNameDialog({ dialog }: { dialog: DialogControl<Name> }) {
  const { t } = useTranslation('names');
  const update = useUpdateName();
  const name = dialog.item;
  if (!name) return null;
  return (
    <NameFormDialog
      key={dialog.key}
      open={dialog.open}
      title={t('admin.editTitle', { name: name.name })}
      schema={updateNameFormSchema}
      initial={nameFormValues(name)}
      busy={update.isPending || dialog.closing}
      onClose={dialog.close}
      onValid={(body, showErrors) =>
        update.mutate({ id: name.id, body }, { onSuccess: dialog.closeAfterSuccess, onError: showErrors })
      }
    />
  );
}

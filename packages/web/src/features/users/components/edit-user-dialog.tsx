import { useTranslation } from 'react-i18next';
import { updateUserSchema, type User } from '@bayan/shared';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useUpdateUser } from '../api/update-user';
import { changedFields, userFormData, userFormValues } from '../utils/user-form';
import { UserFormDialog } from './user-form-dialog';

/** Edits an account; only what changed is sent, so an untouched role or email is not rewritten. */
export function EditUserDialog({ dialog }: { dialog: DialogControl<User> }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser();
  const user = dialog.item;
  if (!user) return null;
  const initial = userFormValues(user);
  return (
    <UserFormDialog
      key={dialog.key}
      open={dialog.open}
      title={t('editTitle', { name: user.name })}
      schema={updateUserSchema}
      initial={initial}
      user={user}
      busy={update.isPending || dialog.closing}
      onClose={dialog.close}
      onValid={({ body, values, file, showErrors }) => {
        const changed = changedFields(values, initial);
        // Nothing to send: closing is the whole answer.
        if (changed.size === 0 && !file) return dialog.close();
        const form = userFormData(body, file, changed);
        update.mutate({ pubkey: user.pubkey, form }, { onSuccess: dialog.closeAfterSuccess, onError: showErrors });
      }}
    />
  );
}

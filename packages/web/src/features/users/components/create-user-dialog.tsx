import { useTranslation } from 'react-i18next';
import { createUserSchema } from '@bayan/shared';
import type { DialogControl } from '../../../components/dialogs/use-dialog';
import { useCreateUser } from '../api/create-user';
import { userFormData, userFormValues } from '../utils/user-form';
import { UserFormDialog } from './user-form-dialog';

/** A new account: ACTIVE, email and mobile verified unless changed (spec §5). */
export function CreateUserDialog({ dialog }: { dialog: DialogControl<true> }) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  return (
    <UserFormDialog
      key={dialog.key}
      open={dialog.open}
      title={t('createTitle')}
      schema={createUserSchema}
      initial={userFormValues()}
      busy={create.isPending || dialog.closing}
      onClose={dialog.close}
      onValid={({ body, file, showErrors }) =>
        create.mutate(userFormData(body, file), { onSuccess: dialog.closeAfterSuccess, onError: showErrors })
      }
    />
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import type { DialogControl } from '../../../../components/dialogs/use-dialog';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { useDirectoryDelete } from './directory-api';
import type { AnyResource, DirectoryRow } from './resource';

/**
 * Asks before a row is deleted. A refusal (409: still used by doctors, rooms, appointments…)
 * stays written in the prompt, in the server's words, until it is closed.
 */
export function DeleteRowDialog({ resource, dialog }: { resource: AnyResource; dialog: DialogControl<DirectoryRow> }) {
  const { t } = useTranslation(['directory', 'common']);
  const { language } = useLanguage();
  const remove = useDirectoryDelete(resource.routes.delete);
  const row = dialog.item;
  const refusal = remove.error instanceof ApiError ? remove.error.message : undefined;
  const close = () => {
    remove.reset();
    dialog.close();
  };
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t(`${resource.name}.deleteTitle`)}
      body={
        <Stack spacing={2}>
          <span>{t('deleteBody', { name: row ? resource.label(row, language) : '' })}</span>
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      }
      confirmLabel={t('common:actions.delete')}
      destructive
      busy={remove.isPending || dialog.closing}
      onClose={close}
      onConfirm={() => row && remove.mutate(row.pubkey, { onSuccess: dialog.closeAfterSuccess })}
    />
  );
}

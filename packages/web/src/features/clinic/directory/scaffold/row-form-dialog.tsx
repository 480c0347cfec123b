import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { editedItem, type DialogControl } from '../../../../components/dialogs/use-dialog';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { useZodForm } from '../../../../components/form/use-zod-form';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { changedBody } from './changed-body';
import { useDirectorySave } from './directory-api';
import type { AnyResource, DirectoryRow } from './resource';

interface RowFormDialogProps {
  resource: AnyResource;
  /** Opened with `true` to add a row, with the row to edit it. */
  dialog: DialogControl<DirectoryRow | true>;
  locked: ReadonlySet<string>;
}

/**
 * A directory row's form, checked by the resource's schema (the contract's rules) and sent as the
 * API's body: all of it to add, only what changed to edit. The server's field messages land on
 * their fields; a refusal of the whole change (hours that would strand bookings…) above them.
 */
export function RowFormDialog({ resource, dialog, locked }: RowFormDialogProps) {
  const { t } = useTranslation('directory');
  const { language } = useLanguage();
  const row = editedItem(dialog);
  const initial = resource.values(row);
  const form = useZodForm(resource.schema, initial);
  const save = useDirectorySave(resource.routes);
  const [refusal, setRefusal] = useState<string>();
  const { Fields } = resource;

  const showErrors = (error: unknown) => {
    applyServerErrors(form, error, resource.codeFields);
    if (!(error instanceof ApiError)) return;
    const onField =
      (error.details ?? []).some((detail) => detail.path.startsWith('body.')) ||
      resource.codeFields?.[error.code] !== undefined;
    setRefusal(onField ? undefined : error.message);
  };
  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    if (!row) return save.mutate({ body }, { onSuccess: dialog.closeAfterSuccess, onError: showErrors });
    const changed = changedBody(body, resource.schema.safeParse(initial).data ?? {});
    if (Object.keys(changed).length === 0) return dialog.close();
    save.mutate({ pubkey: row.pubkey, body: changed }, { onSuccess: dialog.closeAfterSuccess, onError: showErrors });
  });

  return (
    <FormDialog
      open={dialog.open}
      title={row ? t('editTitle', { name: resource.label(row, language) }) : t(`${resource.name}.createTitle`)}
      onClose={dialog.close}
      onSubmit={(event) => void submit(event)}
      busy={save.isPending || dialog.closing}
      maxWidth="md"
    >
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Fields control={form.control} editing={row !== undefined} locked={locked} />
    </FormDialog>
  );
}

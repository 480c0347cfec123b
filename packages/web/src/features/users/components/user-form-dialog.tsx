import { useState } from 'react';
import type { z } from 'zod';
import type { User } from '@bayan/shared';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { markErrorShown } from '../../../components/feedback/shown-errors';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import type { UserFormValues } from '../utils/user-form';
import { UserAccountFields } from './user-account-fields';
import { UserFileField } from './user-file-field';
import { UserPersonFields } from './user-person-fields';
import { staffClinicCheck, withStaffClinic } from './staff-clinic-field';

export interface UserSubmission<S extends z.ZodType> {
  body: z.output<S>;
  values: UserFormValues;
  file: File | null;
  /** Puts the server's field errors (and a refused file) on the fields. */
  showErrors: (error: unknown) => void;
}

interface UserFormDialogProps<S extends z.ZodType> {
  open: boolean;
  title: string;
  schema: S;
  initial: UserFormValues;
  /** The account being edited, for its current file; none when adding. */
  user?: User;
  busy: boolean;
  onClose: () => void;
  onValid: (submission: UserSubmission<S>) => void;
}

/** The account form in a dialog, validated by the shared contract, sent as multipart with the file. */
export function UserFormDialog<S extends z.ZodType>({ user, ...props }: UserFormDialogProps<S>) {
  const form = useZodForm(props.schema, props.initial, staffClinicCheck(props.initial.role));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();

  const showErrors = (error: unknown) => {
    applyServerErrors(form, error, { AUTH_WEAK_PASSWORD: 'password' });
    if (error instanceof ApiError && error.code.startsWith('USERS_FILE')) {
      markErrorShown(error);
      setFileError(error.message);
    }
  };
  const submit = form.handleSubmit((body) =>
    props.onValid({ body: withStaffClinic(body as object) as z.output<S>, values: form.getValues(), file, showErrors }),
  );

  return (
    <FormDialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      onSubmit={submit}
      busy={props.busy}
      maxWidth="md"
    >
      <UserPersonFields control={form.control} />
      <UserAccountFields control={form.control} editing={user !== undefined} />
      <UserFileField
        current={user?.file ?? null}
        chosen={file}
        error={fileError}
        onChoose={(next, error) => {
          setFile(next);
          setFileError(error);
        }}
      />
    </FormDialog>
  );
}

import type { z } from 'zod';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import type { NameFormValues } from '../utils/name-form';
import { NameFormFields } from './name-form-fields';

interface NameFormDialogProps<S extends z.ZodType> {
  open: boolean;
  title: string;
  schema: S;
  initial: NameFormValues;
  busy: boolean;
  onClose: () => void;
  /** Sends what passed the schema; `showErrors` puts the server's field errors on the fields. */
  onValid: (body: z.output<S>, showErrors: (error: unknown) => void) => void;
}

/** The name's form in a dialog, validated by the shared contract before it goes and by the server after. */
export function NameFormDialog<S extends z.ZodType>(props: NameFormDialogProps<S>) {
  const { open, title, schema, initial, busy, onClose, onValid } = props;
  const form = useZodForm(schema, initial);
  const showErrors = (error: unknown) => applyServerErrors(form, error, { NAMES_ORDER_TAKEN: 'order' });
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => onValid(body, showErrors))}
      busy={busy}
    >
      <NameFormFields control={form.control} />
    </FormDialog>
  );
}

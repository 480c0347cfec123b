import FormHelperText from '@mui/material/FormHelperText';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { DeedForm } from '../wizard/deed-form';

/** A list's own issue ("add at least two witnesses", "the shares total 100 %"), under the list. */
export function ListMessage({ path, id }: { path: string; id?: string }) {
  const { control } = useFormContext<DeedForm>();
  const { errors } = useFormState({ control });
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert">
      {message}
    </FormHelperText>
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundFieldProps } from './use-field-binding';

type FormTextFieldProps<V extends FieldValues, T> = BoundFieldProps<V, T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'>;

/** An MUI text field bound to a form field; the help gives way to the field's message. */
export function FormTextField<V extends FieldValues, T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<V, T>) {
  const binding = useFieldBinding({ control, name, helperText });
  return <TextField {...props} {...binding} />;
}

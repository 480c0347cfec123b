import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';
import { useFieldBinding, type BoundFieldProps } from './use-field-binding';

type FormPasswordFieldProps<V extends FieldValues, T> = BoundFieldProps<V, T> &
  Omit<
    ComponentProps<typeof PasswordField>,
    'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
  >;

/** The show/hide password input bound to a form field. */
export function FormPasswordField<V extends FieldValues, T>({
  control,
  name,
  helperText,
  ...props
}: FormPasswordFieldProps<V, T>) {
  const binding = useFieldBinding({ control, name, helperText });
  return <PasswordField {...props} {...binding} />;
}

import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { GenderField } from './gender-field';
import type { BoundFieldProps } from './use-field-binding';

type FormGenderFieldProps<V extends FieldValues, T> = Omit<BoundFieldProps<V, T>, 'helperText'> &
  Omit<ComponentProps<typeof GenderField>, 'value' | 'onChange' | 'error' | 'inputRef'>;

/** The gender radio group bound to a form field; its first option takes the focus when invalid. */
export function FormGenderField<V extends FieldValues, T>({ control, name, ...props }: FormGenderFieldProps<V, T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <GenderField
      {...props}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

import { useController, type FieldValues } from 'react-hook-form';
import { GenderField, type GenderFieldProps } from './gender-field';
import type { BoundFieldProps } from './use-field-binding';

type FormGenderFieldProps<V extends FieldValues, T> = Omit<BoundFieldProps<V, T>, 'helperText'> &
  Pick<GenderFieldProps, 'required' | 'allowNone'>;

/**
 * The gender radio group bound to a form field (any form whose value is MALE, FEMALE or ''); its
 * first option takes the focus when invalid.
 */
export function FormGenderField<V extends FieldValues, T>({ control, name, ...props }: FormGenderFieldProps<V, T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <GenderField
      {...props}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

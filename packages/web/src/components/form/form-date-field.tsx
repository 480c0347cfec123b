import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DateField } from './date-field';
import { useFieldBinding, type BoundFieldProps } from './use-field-binding';

type FormDateFieldProps<V extends FieldValues, T> = BoundFieldProps<V, T> &
  Omit<
    ComponentProps<typeof DateField>,
    'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
  >;

/** The YYYY-MM-DD day input (Latin or Arabic-Indic digits) bound to a form field. */
export function FormDateField<V extends FieldValues, T>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<V, T>) {
  const binding = useFieldBinding({ control, name, helperText });
  return <DateField {...props} {...binding} />;
}

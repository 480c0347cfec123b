import { createElement, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundFieldProps, type FieldBinding } from './use-field-binding';

/**
 * A text-like MUI input (TextField, PasswordField, DateField…) bound to a form field: it is given
 * `control` and `name` instead of value, change handler, ref and message.
 */
export function boundField<P extends object>(Component: ComponentType<P>) {
  return function BoundField<V extends FieldValues, T>({
    control,
    name,
    helperText,
    ...props
  }: BoundFieldProps<V, T> & Omit<P, keyof FieldBinding>) {
    const binding = useFieldBinding({ control, name, helperText });
    return createElement(Component, { ...props, ...binding } as unknown as P);
  };
}

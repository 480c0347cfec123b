import type { ChangeEvent, ReactNode } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What a form field component needs to be bound to a form: its control, name and default help. */
export interface BoundFieldProps<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  name: Path<V>;
  /** Shown under the field while it has no message. */
  helperText?: ReactNode;
}

/**
 * Text-input props for a field of the form: value, change handler, the ref that takes the focus
 * when it is the first to fix, and its message (or the help) as helper text.
 */
export function useFieldBinding<V extends FieldValues, T>({ control, name, helperText }: BoundFieldProps<V, T>) {
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const inputRef = useTypedBeforeHydration(field.ref);
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

export type FieldBinding = ReturnType<typeof useFieldBinding>;

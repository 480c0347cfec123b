import type { ChangeEvent, ReactNode } from 'react';
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
  return {
    name,
    value: String(field.value ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

export type FieldBinding = ReturnType<typeof useFieldBinding>;

import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Language } from '@bayan/shared';
import { useLanguage } from '../i18n/use-language';
import { serverFieldErrors, validateForm, type FieldErrors, type FormValues } from '../lib/form-validation';

/** What `field()` gives a text input: its name, value, change handler and message. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

/** Puts the keyboard on the first field that needs fixing, in the order the form shows them. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) return element.focus();
  }
}

/**
 * Form state validated by a shared zod schema. Messages appear after the first submit and then
 * follow every keystroke; they are derived on render, so they follow a language switch too.
 * `check` adds rules the schema cannot express (confirmation, terms, password policy).
 */
export function useForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  check?: (values: V, language: Language) => FieldErrors,
) {
  const { language } = useLanguage();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const result = validateForm(schema, values, language, check?.(values, language));
  const errors: FieldErrors = { ...serverErrors, ...(submitted ? result.errors : null) };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.errors) return focusFirstInvalid(event.currentTarget, result.errors);
    setServerErrors({});
    onValid(result.data);
  };

  /** Text-field props: value, change handler and the field's message as helper text. */
  const field = (name: keyof V & string, helperText?: string): FieldBinding => ({
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[typeof name]),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
  });

  const showServerErrors = (error: unknown, codeFields?: Partial<Record<string, keyof V & string>>) =>
    setServerErrors(serverFieldErrors(error, codeFields));

  return { values, errors, setValue, field, handleSubmit, showServerErrors };
}

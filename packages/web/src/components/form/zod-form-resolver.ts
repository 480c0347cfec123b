import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '@bayan/shared';
import { issueMessage, namedMessage } from './issue-message';

/** Messages by field name, for rules a schema cannot express (confirmation, terms, password words). */
export type FieldMessages = Partial<Record<string, string>>;
export type FormCheck<V> = (values: V, language: Language) => FieldMessages;

/** Blank inputs count as absent, so an optional field left empty passes and a required one says so. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (typeof value !== 'object' || value === null || value instanceof File) return value;
  const entries = Object.entries(value).filter(([, item]) => item !== '');
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutBlanks(item)]));
}

/** Every message in a nested error tree, translated in place. */
function translate(errors: FieldErrors, language: Language): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = namedMessage(error.message, language);
    translate(error as FieldErrors, language);
  }
}

/**
 * The shared zod schema as react-hook-form's resolver, with messages in the form's language and
 * `check`'s extra rules added on fields the schema found nothing wrong with, so that one submit
 * flags every field that needs fixing.
 */
export function zodFormResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  language: Language,
  check?: FormCheck<V>,
): Resolver<V, unknown, z.output<S>> {
  const parse = zodResolver(schema as unknown as z.ZodType<z.output<S>, FieldValues>, {
    error: (issue) => issueMessage(issue, language),
  });
  return async (values, context, options) => {
    const result = await parse(withoutBlanks(values) as FieldValues, context, options as never);
    const errors = result.errors as FieldErrors<V>;
    translate(errors, language);
    for (const [name, message] of Object.entries(check?.(values, language) ?? {})) {
      if (message && !get(errors, name)) set(errors, name, { type: 'custom', message });
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as z.output<S>, errors: {} };
  };
}

import type { z } from 'zod';
import { ar, en } from 'zod/locales';
import { fieldMessage, type Language } from '@bayan/shared';
import i18n from '../i18n/i18n';
import { ApiError } from './api-client';
import { formatNumber } from './format';

export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Partial<Record<string, string>>;

export type Validation<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

const LOCALES = { ar: ar(), en: en() };

function issueMessage(issue: z.core.$ZodIssue, raw: unknown, language: Language): string {
  const t = i18n.getFixedT(language);
  // The contracts' own rules name their message ('field.phone'…); fieldMessage() translates them.
  if (issue.message.startsWith('field.')) return fieldMessage(issue.message, language);
  if (raw === undefined || raw === '') return t('form.required');
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string') {
    const count = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    return t(issue.code === 'too_small' ? 'form.tooShort' : 'form.tooLong', {
      count,
      number: formatNumber(count, language),
    });
  }
  return issue.message;
}

/**
 * Runs the same zod schema the server validates with. Blank inputs count as absent, so an
 * optional field left empty passes and a required one says "required". The first message of
 * each field wins; `extra` adds checks the schema cannot make (confirmation, terms, password policy).
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: FormValues,
  language: Language,
  extra: FieldErrors = {},
): Validation<z.output<S>> {
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const result = schema.safeParse(input, { error: (issue) => LOCALES[language].localeError(issue) });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issueMessage(issue, values[field], language);
  }
  for (const [field, message] of Object.entries(extra)) if (message) errors[field] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { data: result.data, errors: null };
  return { data: null, errors };
}

/**
 * The server's field details ('body.email' → email), already in the request's language; an error
 * code without details can be pinned to a field too (AUTH_EMAIL_IN_USE → email).
 */
export function serverFieldErrors(error: unknown, codeFields: Partial<Record<string, string>> = {}): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details ?? []) {
    const [part, field] = detail.path.split('.');
    if (part === 'body' && field) errors[field] ??= detail.message;
  }
  const field = codeFields[error.code];
  if (field) errors[field] ??= error.message;
  return errors;
}

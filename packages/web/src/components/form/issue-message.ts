import type { z } from 'zod';
import { ar, en } from 'zod/locales';
import { fieldMessage, type Language } from '@bayan/shared';
import i18n from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

const LOCALES = { ar: ar(), en: en() };

/**
 * The message of an issue the schema left unnamed: "required" for an absent value, the length
 * rules with the page's digits, otherwise zod's own wording in the form's language.
 */
export function issueMessage(issue: z.core.$ZodRawIssue, language: Language): string | undefined {
  const t = i18n.getFixedT(language);
  if (issue.input === undefined || issue.input === '') return t('form.required');
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string') {
    const count = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    return t(issue.code === 'too_small' ? 'form.tooShort' : 'form.tooLong', {
      count,
      number: formatNumber(count, language),
    });
  }
  if (issue.code === 'invalid_format' && issue.format === 'regex') return fieldMessage('field.format', language);
  const message = LOCALES[language].localeError(issue);
  return typeof message === 'string' ? message : message?.message;
}

/**
 * A message the schema named itself: the shared contracts' keys ('field.phone') and the web
 * forms' own ('form.sharesTotal') are translated; anything else is already a sentence.
 */
export function namedMessage(message: string, language: Language): string {
  if (message.startsWith('form.')) return i18n.getFixedT(language)(message as 'form.required');
  return fieldMessage(message, language);
}

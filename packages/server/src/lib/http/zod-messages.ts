import { z } from 'zod';
import type { Language } from '@bayan/shared';

const LOCALES: Record<Language, ReturnType<typeof z.locales.en>> = { ar: z.locales.ar(), en: z.locales.en() };

/**
 * The error map that words a zod issue the schema left unnamed, in the caller's language. A
 * pattern gets a plain sentence (field-messages.ts `field.format`): zod's own text shows the regex.
 */
export function zodErrorMap(lang: Language): z.core.$ZodErrorMap {
  return (issue) =>
    issue.code === 'invalid_format' && issue.format === 'regex' ? 'field.format' : LOCALES[lang].localeError(issue);
}

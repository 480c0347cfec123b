import type { Language } from '../i18n/languages.js';

/**
 * Messages of the contracts' own rules (refinements). A schema uses the key as its message;
 * the server and the web forms translate it with fieldMessage().
 */
export const FIELD_MESSAGES = {
  'field.atLeastOne': { ar: 'أدخل حقلاً واحداً على الأقل.', en: 'Provide at least one field.' },
  'field.loginRequired': {
    ar: 'أدخل البريد الإلكتروني أو رقم الجوال أو رقم الهوية.',
    en: 'Enter an email, phone number or ID number.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(message: string, lang: Language): string {
  return Object.hasOwn(FIELD_MESSAGES, message) ? FIELD_MESSAGES[message as FieldMessageKey][lang] : message;
}

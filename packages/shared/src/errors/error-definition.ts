import type { Language } from '../i18n/languages.js';

/** An error the API can answer with: its HTTP status and its message in each language. */
export interface ErrorDefinition {
  status: number;
  messages: Record<Language, string>;
}

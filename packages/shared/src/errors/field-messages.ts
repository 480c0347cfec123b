import { CLINIC_FIELD_MESSAGES } from '../clinic/clinic-field-messages.js';
import { DIRECTORY_FIELD_MESSAGES } from '../clinic/directory-field-messages.js';
import { AGENDA_FIELD_MESSAGES } from '../clinic/agenda-errors.js';
import { ENDOWMENT_FIELD_MESSAGES } from '../endowments/endowment-field-messages.js';
import { DEED_RULE_MESSAGES } from '../endowments/deed-rule-messages.js';
import { RESERVATION_FIELD_MESSAGES } from '../clinic/reservation-errors.js';
import { CAMPAIGN_FIELD_MESSAGES } from '../clinic/campaigns-errors.js';
import { SERIES_FIELD_MESSAGES } from '../clinic/series-errors.js';
import type { Language } from '../i18n/languages.js';
import { CORE_FIELD_MESSAGES } from './core-field-messages.js';

/**
 * Messages of the contracts' own rules (refinements), the core's and every module's. A schema
 * uses the key as its message; the server and the web forms translate it with fieldMessage().
 */
export const FIELD_MESSAGES = {
  ...CORE_FIELD_MESSAGES,
  ...CLINIC_FIELD_MESSAGES,
  ...DIRECTORY_FIELD_MESSAGES,
  ...AGENDA_FIELD_MESSAGES,
  ...ENDOWMENT_FIELD_MESSAGES,
  ...DEED_RULE_MESSAGES,
  ...RESERVATION_FIELD_MESSAGES,
  ...CAMPAIGN_FIELD_MESSAGES,
  ...SERIES_FIELD_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(message: string, lang: Language): string {
  return Object.hasOwn(FIELD_MESSAGES, message) ? FIELD_MESSAGES[message as FieldMessageKey][lang] : message;
}

import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/auth-contract.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';

export const SETTING_TYPES = ['text', 'email', 'phone', 'number', 'boolean', 'language', 'choice'] as const;
export const SETTING_GROUPS = ['general', 'accounts', 'clinic'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export type SettingGroup = (typeof SETTING_GROUPS)[number];

type Texts = Record<Language, string>;

/** How a setting is typed, grouped, labelled and bounded; `public` ones are readable without a login. */
export type SettingDefinition = { group: SettingGroup; label: Texts; description: Texts; public: boolean } & (
  | { type: 'text' | 'email' | 'phone'; default: string }
  | { type: 'number'; default: number; min: number; max: number }
  | { type: 'boolean'; default: boolean }
  | { type: 'language'; default: Language }
  | { type: 'choice'; default: string; options: readonly { value: string; label: Texts }[] }
);

export type SettingValue = string | number | boolean;

/** Contact fields may be left empty ('' = not set); a value given must be valid. */
const blankOr = (schema: z.ZodType<string>) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
    .transform((v) => v ?? '');

/** The validator of a setting's value, chosen by its type: the server's PATCH check and the web form's. */
export function settingValueSchema(definition: SettingDefinition): z.ZodType<SettingValue> {
  switch (definition.type) {
    case 'text':
      return z.string().trim().min(1).max(200);
    case 'email':
      return blankOr(emailSchema);
    case 'phone':
      return blankOr(phoneSchema);
    case 'number':
      return z.number().int().min(definition.min).max(definition.max);
    case 'boolean':
      return z.boolean();
    case 'language':
      return z.enum(LANGUAGES);
    case 'choice':
      return z.enum(definition.options.map((option) => option.value) as [string, ...string[]]);
  }
}

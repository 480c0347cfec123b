import { z } from 'zod';
import {
  LANGUAGES,
  SETTING_DEFINITIONS,
  isSettingKey,
  settingValueSchema,
  type Setting,
  type SettingDefinition,
} from '@bayan/shared';
import { numberFromInput } from '../../../lib/number-input';

/** The shared definition of a setting, or one built from what the server says of an unknown key. */
export function definitionOf(setting: Setting): SettingDefinition {
  if (isSettingKey(setting.key)) return SETTING_DEFINITIONS[setting.key];
  const texts = { ar: setting.labelAr, en: setting.labelEn };
  const base = { group: setting.group, label: texts, description: texts, public: false };
  if (setting.type === 'number')
    return { ...base, type: 'number', default: 0, min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
  if (setting.type === 'boolean') return { ...base, type: 'boolean', default: false };
  if (setting.type === 'language') return { ...base, type: 'language', default: LANGUAGES[0] };
  // A list this version does not know: the stored value is its only choice.
  if (setting.type === 'choice') {
    const value = String(setting.value);
    return { ...base, type: 'choice', default: value, options: [{ value, label: { ar: value, en: value } }] };
  }
  return { ...base, type: setting.type, default: '' };
}

/**
 * The form schema of a text-like setting: the server's own validator (settingValueSchema), with
 * a number read from what was typed (٠–٩ too).
 */
export function settingFormSchema(definition: SettingDefinition) {
  const value = settingValueSchema(definition);
  return z.object({ value: definition.type === 'number' ? z.preprocess(numberFromInput, value) : value });
}

/** Where a setting's explicit order comes from: the order of the shared definitions. */
const ORDER: string[] = Object.keys(SETTING_DEFINITIONS);
export const bySettingOrder = (a: Setting, b: Setting) =>
  (ORDER.indexOf(a.key) + 1 || ORDER.length + 1) - (ORDER.indexOf(b.key) + 1 || ORDER.length + 1);

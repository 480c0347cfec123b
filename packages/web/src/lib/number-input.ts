import { toLatinDigits } from '@bayan/shared';

/**
 * A number typed in a text box, for a zod `preprocess`: Arabic-Indic (٠–٩, ۰–۹) and Latin digits
 * alike, blank as absent. What is not a number stays NaN, so the schema says it is not one.
 */
export function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value.trim());
  return text === '' ? undefined : Number(text);
}

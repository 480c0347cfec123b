import { toLatinDigits } from '@bayan/shared';

/**
 * A search as typed, ready for `searchCondition`: Arabic-Indic digits read as Latin ones, and a
 * local mobile "0512…" searched as "512…" so it finds the stored +9665…. Undefined when empty.
 */
export function searchText(q: string | undefined): string | undefined {
  const text = q ? toLatinDigits(q).trim() : '';
  if (text === '') return undefined;
  return /^05\d*$/.test(text) ? text.slice(1) : text;
}

import { toLatinDigits } from '@bayan/shared';

const MAX_ID = 2_147_483_647;

/** "12" and "١٢" both give 12; anything that is not a positive integer id gives null. */
export function parseNameId(raw: string | undefined): number | null {
  const text = toLatinDigits(raw ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Folds text for search, exactly as the SQL function ar_normalize does (migration 0000; a test
 * keeps them equal). NFD splits hamza and madda off alef, waw and ya; combining marks (Latin
 * accents, Arabic tashkil, Quranic marks, dagger alef), ʿayn/hamza modifier letters and tatweel
 * are dropped; wasla alef, alef maqsura and ta marbuta are unified; Latin is lowercased.
 */
// The class lists combining marks on purpose: they are what is removed.
const MARKS =
  // eslint-disable-next-line no-misleading-character-class
  /[\u0300-\u036f\u02be\u02bf\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;
const FOLDS: Record<string, string> = { ٱ: 'ا', ى: 'ي', ة: 'ه' };

export function normalizeArabic(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[ٱىة]/g, (ch) => FOLDS[ch] ?? ch)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^ | $/g, '');
}

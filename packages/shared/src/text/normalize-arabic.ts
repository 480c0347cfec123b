/**
 * Folds Arabic text for search: drops diacritics (tashkil, Quranic marks, dagger alef)
 * and tatweel, unifies alef, ya, ta marbuta and hamza carriers, lowercases Latin.
 * The database has the same rules in SQL (function ar_normalize); a test keeps them equal.
 */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

export function normalizeArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const ARABIC_FOLDS = FOLDS;

import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './normalize-arabic.js';
import { toLatinDigits } from './digits.js';

describe('normalizeArabic', () => {
  it.each([
    ['ٱلرَّحْمَٰنُ', 'الرحمن'],
    ['الـــرحمـــن', 'الرحمن'],
    ['أحمد إيمان آمنة', 'احمد ايمان امنه'],
    ['مؤمن شيئ مستشفى', 'مومن شيي مستشفي'],
    ['  Al-Quddūs   ʿAlīm ', 'al-quddus alim'],
  ])('%s → %s', (input, expected) => expect(normalizeArabic(input)).toBe(expected));
});

describe('toLatinDigits', () => {
  it('turns both Arabic-Indic digit sets into ASCII and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc 42')).toBe('0123456789 0123456789 abc 42');
  });
});

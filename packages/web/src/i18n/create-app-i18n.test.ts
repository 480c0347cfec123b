import { describe, expect, it } from 'vitest';
import { createAppI18n } from './create-app-i18n';
import arNames from './locales/ar/names.json';
import enNames from './locales/en/names.json';

/** The app's i18next with the names page's catalogues and a word only Arabic has. */
const make = (language: 'ar' | 'en') =>
  createAppI18n(language, {
    ar: { common: { onlyArabic: 'بالعربية', raw: '{{html}} كما هو' }, names: arNames },
    en: { common: {}, names: enNames },
  });
// Words of this test's own, outside the app's catalogue types.
const loose = (t: unknown) => t as (key: string, options?: Record<string, unknown>) => string;

describe("the app's i18next", () => {
  it('is ready when created: the first render has words', () => {
    const i18n = make('en');
    expect([i18n.isInitialized, i18n.language, i18n.resolvedLanguage]).toEqual([true, 'en', 'en']);
    expect(i18n.getFixedT(null, 'names')('list.title')).toBe('The Beautiful Names');
  });

  it("picks Arabic's six plural forms by the count (JSON v4), and English's zero", () => {
    const t = make('ar').getFixedT(null, 'names');
    const said = (count: number) => t('list.results', { count, formatted: String(count) });
    expect([0, 1, 2, 3, 11, 100].map(said)).toEqual([
      'لا توجد نتائج',
      'اسم واحد',
      'اسمان',
      '3 أسماء',
      '11 اسماً',
      '100 اسم',
    ]);
    const en = make('en').getFixedT(null, 'names');
    expect([0, 1, 2].map((count) => en('list.results', { count, formatted: String(count) }))).toEqual([
      'No results',
      '1 name',
      '2 names',
    ]);
  });

  it('says in Arabic a word English lacks, and gives the key of a word no language has', () => {
    const t = loose(make('en').t);
    expect(t('onlyArabic')).toBe('بالعربية');
    expect(t('nowhere.word')).toBe('nowhere.word');
  });

  it('speaks Arabic for a language it does not support', () => {
    const i18n = make('fr' as 'en');
    expect([i18n.language, i18n.resolvedLanguage]).toEqual(['ar', 'ar']);
  });

  it('leaves escaping to React', () => {
    expect(loose(make('ar').t)('raw', { html: '<b>&</b>' })).toBe('<b>&</b> كما هو');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

const ar = {
  greeting: 'مرحباً {{name}}',
  raw: '{{html}} كما هو',
  nested: { deeper: { word: 'كلمة' } },
  onlyArabic: 'بالعربية',
  names_zero: 'لا أسماء',
  names_one: 'اسم واحد',
  names_two: 'اسمان',
  names_few: '{{count}} أسماء',
  names_many: '{{count}} اسماً',
  names_other: '{{count}} اسم',
  values: { yes: 'نعم', no: 'لا', who: '{{name}}' },
  empty: '',
};
const en = {
  greeting: 'Hello {{name}}',
  nested: { deeper: { word: 'word' } },
  results_zero: 'No results',
  results_one: '{{count}} name',
  results_other: '{{count}} names',
  values: { yes: 'Yes', no: 'No', who: '{{name}}' },
};

function make(lng = 'en') {
  return createI18n({
    resources: { ar: { common: ar, other: { there: 'هناك' } }, en: { common: en, other: { there: 'there' } } },
    lng,
    fallbackLng: 'ar',
    supportedLngs: ['ar', 'en'],
    defaultNS: 'common',
  });
}
// The tests use their own catalogues: keys outside the app's types.
type Loose = (key: string, options?: Record<string, unknown>) => unknown;
const loose = (t: unknown) => t as Loose;

describe('the in-house i18n', () => {
  it('fills {{values}} without escaping and leaves a value not given as written', () => {
    const t = loose(make('ar').t);
    expect(t('greeting', { name: '<b>سارة</b> & "ع"' })).toBe('مرحباً <b>سارة</b> & "ع"');
    expect(t('raw', { html: 1 })).toBe('1 كما هو');
    expect(t('greeting')).toBe('مرحباً {{name}}');
  });

  it('reads nested keys through dots', () => {
    expect(loose(make('en').t)('nested.deeper.word')).toBe('word');
  });

  it.each([
    [0, 'لا أسماء'],
    [1, 'اسم واحد'],
    [2, 'اسمان'],
    [3, '3 أسماء'],
    [11, '11 اسماً'],
    [100, '100 اسم'],
  ])('gives Arabic its plural form for %i', (count, text) => {
    expect(loose(make('ar').t)('names', { count })).toBe(text);
  });

  it('uses key_zero for 0 in English too, then one/other', () => {
    const t = loose(make('en').t);
    expect([0, 1, 2, 11].map((count) => t('results', { count }))).toEqual([
      'No results',
      '1 name',
      '2 names',
      '11 names',
    ]);
  });

  it('falls back to Arabic (with its plural rules), then to the key, or to a default value', () => {
    const t = loose(make('en').t);
    expect(t('onlyArabic')).toBe('بالعربية');
    expect(t('names', { count: 2 })).toBe('اسمان');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('other:missing')).toBe('missing');
    expect(t('missing', { defaultValue: '' })).toBe('');
    expect(t('missing', { defaultValue: 'Hi {{name}}', name: 'Sara' })).toBe('Hi Sara');
    expect(t('nested', { defaultValue: '' })).toBe('');
    expect(loose(make('ar').t)('empty', { defaultValue: 'x' })).toBe('');
  });

  it('reads another namespace behind its name, or through the ns option', () => {
    const i18n = make('en');
    expect(loose(i18n.t)('other:there')).toBe('there');
    expect(loose(i18n.t)('there', { ns: 'other' })).toBe('there');
    expect(loose(i18n.getFixedT(null, 'other' as never))('common:greeting', { name: 'A' })).toBe('Hello A');
  });

  it('gives a branch as an object with returnObjects, its sentences filled', () => {
    expect(loose(make('en').t)('values', { returnObjects: true, name: 'Sara' })).toEqual({
      yes: 'Yes',
      no: 'No',
      who: 'Sara',
    });
  });

  it('translates in a language given to the call or to a fixed function, under a key prefix', () => {
    const i18n = make('en');
    expect(loose(i18n.t)('greeting', { lng: 'ar', name: 'سارة' })).toBe('مرحباً سارة');
    expect(loose(i18n.getFixedT('ar'))('nested.deeper.word')).toBe('كلمة');
    expect(loose(i18n.getFixedT(null, 'common' as never, 'nested.deeper' as never))('word')).toBe('word');
  });

  it('changes language, tells its listeners, and takes an unsupported one as the fallback', async () => {
    const i18n = make('en');
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('ar');
    expect([i18n.language, i18n.resolvedLanguage, loose(i18n.t)('nested.deeper.word')]).toEqual(['ar', 'ar', 'كلمة']);
    await i18n.changeLanguage('fr');
    expect(listener.mock.calls).toEqual([['ar'], ['ar']]);
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('merges an added bundle into its namespace and moves that namespace revision only', () => {
    const i18n = make('en');
    const before = [i18n.revision(['common']), i18n.revision(['other'])];
    const added = vi.fn();
    i18n.on('added', added);
    i18n.addResourceBundle('en', 'other', { here: 'here' });
    expect(loose(i18n.t)('other:here')).toBe('here');
    expect(loose(i18n.t)('other:there')).toBe('there');
    expect(added).toHaveBeenCalledWith('en', 'other');
    expect(i18n.revision(['common'])).toBe(before[0]);
    expect(i18n.revision(['other'])).not.toBe(before[1]);
  });
});

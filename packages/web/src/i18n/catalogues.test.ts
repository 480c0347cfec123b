import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bayan/shared';

/** Every catalogue file, by its path: ./locales/<language>/<namespace>.json. */
const CATALOGUES = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const filesOf = (language: string) =>
  Object.keys(CATALOGUES)
    .filter((file) => file.startsWith(`./locales/${language}/`))
    .map((file) => file.slice(`./locales/${language}/`.length));
/** Plural forms (i18next's JSON v4 suffixes): Arabic has six, English two; they count as one key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue by its dotted key, plural forms folded into their base key. */
function flatten(tree: Tree, prefix = '', out = new Map<string, Set<string>>()) {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') {
      flatten(value, name, out);
      continue;
    }
    const base = name.replace(PLURAL, '');
    const placeholders = out.get(base) ?? new Set<string>();
    for (const match of value.matchAll(/\{\{\s*(\w+)/g)) placeholders.add(match[1]!);
    out.set(base, placeholders);
  }
  return out;
}

const read = (language: string, file: string) => flatten(CATALOGUES[`./locales/${language}/${file}`] ?? {});

/** The keys (and their placeholders) that `language` has and `other` lacks. */
export function missingKeys(language: Map<string, Set<string>>, other: Map<string, Set<string>>): string[] {
  const missing: string[] = [];
  for (const [key, placeholders] of language) {
    const counterpart = other.get(key);
    if (!counterpart) missing.push(key);
    else for (const name of placeholders) if (!counterpart.has(name)) missing.push(`${key} {{${name}}}`);
  }
  return missing;
}

describe('the ar and en catalogues', () => {
  const files = new Set(LANGUAGES.flatMap(filesOf));

  it('have the same namespaces', () => {
    expect(files.size).toBeGreaterThan(5);
    for (const language of LANGUAGES) expect(filesOf(language).sort()).toEqual([...files].sort());
  });

  for (const file of files) {
    it(`${file}: every key (and placeholder) of one language is in the other`, () => {
      const [ar, en] = [read('ar', file), read('en', file)];
      expect({ missingInEn: missingKeys(ar, en), missingInAr: missingKeys(en, ar) }).toEqual({
        missingInEn: [],
        missingInAr: [],
      });
    });
  }

  it('notices a key that only one language has', () => {
    const ar = flatten({ menu: { home: 'الرئيسية', profile: 'الملف' }, count_few: '{{n}}' });
    const en = flatten({ menu: { home: 'Home' }, count_one: 'one', count_other: '{{n}}' });
    expect(missingKeys(ar, en)).toEqual(['menu.profile']);
    expect(missingKeys(en, ar)).toEqual([]);
    expect(missingKeys(flatten({ a: '{{x}}' }), flatten({ a: 'no x' }))).toEqual(['a {{x}}']);
  });
});

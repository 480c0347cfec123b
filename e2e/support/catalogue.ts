import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deedCatalogueLabels } from '@bayan/shared';

const locales = path.resolve(import.meta.dirname, '../../packages/web/src/i18n/locales');
const cache = new Map<string, unknown>();

/**
 * A string of the web app's own catalogues ('auth', 'fields.firstName'), so the tests find what
 * the user reads in either language without copying the copy.
 */
export function text(lang: 'ar' | 'en', namespace: string, key: string): string {
  const file = path.join(locales, lang, `${namespace}.json`);
  if (!cache.has(file)) {
    // The deeds' catalogues take their state, type and role words from shared, as the web adds them.
    const shared = (deedCatalogueLabels(lang) as Record<string, object>)[namespace];
    cache.set(file, { ...JSON.parse(readFileSync(file, 'utf8')), ...shared });
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], cache.get(file));
  if (typeof value !== 'string') throw new Error(`no string at ${lang}/${namespace}:${key}`);
  return value;
}

/** The catalogue text up to its first placeholder or tag, for matching interpolated lines. */
export function textStart(lang: 'ar' | 'en', namespace: string, key: string): string {
  return text(lang, namespace, key)
    .split(/\{\{|</)[0]!
    .trim();
}

const rules = new Map<string, Intl.PluralRules>();

/**
 * The catalogue keys a count may use, most specific first (i18next's JSON v4 format): `key_zero`
 * for 0 in every language (English's "No results"), then the language's own form by
 * Intl.PluralRules (Arabic: zero, one, two, few, many, other), then the bare key.
 */
export function pluralKeys(key: string, count: number, language: string): string[] {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const keys = [`${key}_${rule.select(count)}`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

function valueAt(values: Record<string, unknown>, path: string): unknown {
  if (path in values) return values[path];
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills `{{name}}` (and `{{- name}}`, `{{a.b}}`) from the values, unescaped (React escapes what it
 * renders). A variable without a value stays as written, as i18next leaves it.
 */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(VARIABLE, (match, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    const value = valueAt(values, name);
    return value === undefined ? match : String(value);
  });
}

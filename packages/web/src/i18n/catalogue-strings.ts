/** Every string of a catalogue (or any JSON value) with its dotted key path: what the wording tests read. */
export function stringsOf(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) stringsOf(item, `${path}.${key}`, out);
  return out;
}

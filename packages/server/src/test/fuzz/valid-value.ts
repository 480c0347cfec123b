import fc from 'fast-check';
import { branches, resolve, type Components, type JsonSchema } from './json-schema.js';
import { hintFor } from './field-hints.js';

const INT32 = 2 ** 31 - 1;
const TEXT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789بيانالرحمنسلام');
const DAY = 86_400_000;
const dates = fc
  .integer({ min: Date.UTC(1950, 0, 1) / DAY, max: Date.UTC(2030, 0, 1) / DAY })
  .map((day) => new Date(day * DAY + (day % 7) * 3_600_000));

/** An arbitrary of values that the schema accepts (and, with the field hints, its refinements mostly too). */
export function validValue(given: JsonSchema, components: Components, name?: string): fc.Arbitrary<unknown> {
  const schema = resolve(given, components);
  const core = validCore(schema, components, name);
  return schema.nullable ? fc.option(core, { nil: null, freq: 8 }) : core;
}

function validCore(schema: JsonSchema, components: Components, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = branches(schema);
  if (union.length > 0) return fc.oneof(...union.map((branch) => validValue(branch, components, name)));
  switch (schema.type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(validValue(schema.items ?? {}, components), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, components);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value, components, key)]),
  );
  return fc.record(properties, { requiredKeys: [...(schema.required ?? [])] });
}

function validString(schema: JsonSchema, name?: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dates.map((d) => d.toISOString());
  if (schema.format === 'date') return dates.map((d) => d.toISOString().slice(0, 10));
  const hint = !schema.pattern && !schema.format ? hintFor(name) : undefined;
  if (hint) return hint;
  const minLength = schema.minLength ?? 0;
  // A pattern bounds its own length (a 43-character token and '.ics' is 47): capping it at 40 left
  // nothing for the filter to pass, and fast-check's filter looks for ever.
  if (schema.pattern) return matching(new RegExp(schema.pattern, 'u'), minLength, schema.maxLength ?? Infinity);
  const maxLength = schema.maxLength ?? minLength + 40;
  const typical = fc.string({ unit: TEXT, minLength, maxLength: Math.min(maxLength, minLength + 24) });
  return fc.oneof({ arbitrary: typical, weight: 5 }, fc.string({ unit: TEXT, minLength: maxLength, maxLength }));
}

/** fast-check reads most patterns; for the others (lookarounds) plain text and paths are tried against them. */
function matching(pattern: RegExp, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength && pattern.test(s);
  try {
    return fc.stringMatching(pattern).filter(fits);
  } catch {
    const plain = fc.string({ unit: TEXT, maxLength: 20 });
    return fc
      .oneof(
        plain,
        plain.map((s) => `/${s}`),
      )
      .filter(fits);
  }
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const typical = integer
    ? fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32, Math.max(min, -INT32) + 1000) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: typical, weight: 6 }, fc.constantFrom(min, max));
}

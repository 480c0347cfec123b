import fc from 'fast-check';
import { branches, resolve, type Components, type JsonSchema } from './json-schema.js';
import { oddText } from './odd-text.js';
import { validValue } from './valid-value.js';

const junk = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
);

/** Values of another JSON type than the schema's (a string for a number, an object for a string…). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  return junk.filter((value) => !sameType(schema, value));
}

function sameType(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return schema.nullable === true || schema.type === 'null';
  if (Array.isArray(value)) return schema.type === 'array';
  if (typeof value === 'number')
    return schema.type === 'number' || (schema.type === 'integer' && Number.isInteger(value));
  return typeof value === schema.type;
}

/**
 * An arbitrary of values the schema should refuse: the wrong type, out of range, too long or
 * too short, a bad enum member, a broken pattern, a missing required field, an unknown field
 * of a closed object, or one invalid member of an object or array.
 */
export function invalidValue(given: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  const schema = resolve(given, components);
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  if (schema.enum)
    options.push(
      fc.string({ maxLength: 12 }).filter((s) => !schema.enum!.includes(s)),
      oddText,
    );
  const union = branches(schema);
  if (union.length > 0) options.push(fc.record({ unexpected: junk }));
  if (schema.type === 'string') options.push(...invalidStrings(schema));
  if (schema.type === 'integer' || schema.type === 'number') options.push(...invalidNumbers(schema));
  if (schema.type === 'object') options.push(...invalidObjects(schema, components));
  if (schema.type === 'array') options.push(...invalidArrays(schema, components));
  return fc.oneof(...options);
}

function invalidStrings(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [oddText];
  if (schema.maxLength !== undefined) {
    out.push(fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 40 }));
  }
  if (schema.minLength) out.push(fc.string({ maxLength: schema.minLength - 1 }));
  if (schema.pattern || schema.format) out.push(fc.constantFrom('2024-13-45', 'not a date', '31/12/2024', '', 'T'));
  return out;
}

function invalidNumbers(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0.5)];
  if (schema.type === 'integer')
    out.push(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)));
  if (schema.minimum !== undefined) out.push(fc.integer({ min: -1000, max: -1 }).map((d) => schema.minimum! + d));
  if (schema.maximum !== undefined) out.push(fc.integer({ min: 1, max: 1000 }).map((d) => schema.maximum! + d));
  return out;
}

function invalidObjects(schema: JsonSchema, components: Components): fc.Arbitrary<unknown>[] {
  const whole = validValue(schema, components) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(schema.properties ?? {});
  const out: fc.Arbitrary<unknown>[] = [
    whole.chain((valid) =>
      fc.tuple(fc.string({ maxLength: 10 }), junk).map(([key, value]) => ({ ...valid, [`x${key}`]: value })),
    ),
  ];
  if (schema.required?.length) {
    out.push(whole.chain((valid) => fc.constantFrom(...schema.required!).map((key) => omit(valid, key))));
  }
  if (keys.length > 0) {
    out.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(whole, invalidValue(schema.properties![key]!, components))
            .map(([valid, bad]) => ({ ...valid, [key]: bad })),
        ),
    );
  }
  return out;
}

function invalidArrays(schema: JsonSchema, components: Components): fc.Arbitrary<unknown>[] {
  const item = schema.items ?? {};
  const out: fc.Arbitrary<unknown>[] = [fc.array(invalidValue(item, components), { minLength: 1, maxLength: 3 })];
  if (schema.minItems) out.push(fc.array(validValue(item, components), { maxLength: schema.minItems - 1 }));
  if (schema.maxItems !== undefined) {
    out.push(fc.constant(null).map(() => Array.from({ length: schema.maxItems! + 1 }, (_, i) => i + 1)));
  }
  return out;
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

import fc from 'fast-check';
import { resolve } from './json-schema.js';
import type { Operation, Parameter } from './operations.js';
import { bodyFor, encodePath, type Parts } from './encode.js';
import { invalidValue } from './invalid-value.js';
import { oddText } from './odd-text.js';
import type { Context } from './context.js';
import { validValue } from './valid-value.js';

/** The ways an invalid request differs from a valid one; each applies to the operations it can. */
type Mutation = (ctx: Context, valid: Parts) => fc.Arbitrary<Parts>;

const GARBAGE_PATHS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '%00',
  '%ED%A0%80',
  '%D9%A1%D9%A2',
  'x'.repeat(5000),
  '-1',
  '1e3',
  '0x10',
  '%20',
  'null',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\ud800"',
  '{"__proto__":{"x":1}}',
  '',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'image/png',
  'application/json',
];

const pickParam = (list: Parameter[]) => fc.constantFrom(...list);

export const MUTATIONS: Record<string, { applies: (op: Operation) => boolean; make: Mutation }> = {
  'param:schema': {
    applies: (op) => op.params.length > 0,
    make: (ctx, valid) =>
      pickParam(ctx.op.params).chain((p) =>
        invalidValue(p.schema, ctx.components).map((bad) => ({
          ...valid,
          params: { ...valid.params, [p.name]: encodePath(bad) || '%20' },
        })),
      ),
  },
  'param:garbage': {
    applies: (op) => op.params.length > 0,
    make: (ctx, valid) =>
      fc
        .tuple(pickParam(ctx.op.params), fc.constantFrom(...GARBAGE_PATHS))
        .map(([p, raw]) => ({ ...valid, params: { ...valid.params, [p.name]: raw } })),
  },
  'query:schema': {
    applies: (op) => op.query.length > 0,
    make: (ctx, valid) =>
      pickParam(ctx.op.query).chain((p) =>
        invalidValue(p.schema, ctx.components).map((bad) => ({
          ...valid,
          query: [...valid.query.filter(([k]) => k !== p.name), [p.name, bad] as [string, unknown]],
        })),
      ),
  },
  'query:missing-or-repeated': {
    applies: (op) => op.query.length > 0,
    make: (ctx, valid) =>
      fc.tuple(pickParam(ctx.op.query), fc.boolean()).map(([p, repeat]) => ({
        ...valid,
        query: repeat ? [...valid.query, [p.name, 'a'], [p.name, 'b']] : valid.query.filter(([k]) => k !== p.name),
      })),
  },
  'query:junk': {
    applies: () => true,
    make: (_ctx, valid) =>
      fc
        .tuple(fc.constantFrom('a[b]', '__proto__', 'constructor', 'q', 'x'.repeat(300), '%'), oddText)
        .map(([k, v]) => ({ ...valid, query: [...valid.query, [k, v]] })),
  },
  unicode: {
    applies: () => true,
    make: (ctx, valid) => oddUnicode(ctx, valid),
  },
  'body:schema': {
    applies: (op) => op.body !== undefined,
    make: (ctx, valid) =>
      invalidValue(ctx.op.body!.schema, ctx.components).map((bad) => ({ ...valid, body: bodyFor(ctx.op, bad) })),
  },
  'body:malformed': {
    applies: () => true,
    make: (_ctx, valid) =>
      fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ ...valid, body: { payload, contentType: 'application/json' } })),
  },
  'body:content-type': {
    applies: () => true,
    make: (ctx, valid) =>
      fc.constantFrom(...WRONG_TYPES).map((contentType) => ({
        ...valid,
        body: {
          payload: valid.body?.payload ?? 'a=1',
          contentType: contentType === ctx.op.body?.contentType ? 'text/csv' : contentType,
        },
      })),
  },
  'body:too-large': {
    applies: () => true,
    make: (_ctx, valid) =>
      fc.constant(null).map(() => ({
        ...valid,
        body: { payload: `{"a":"${'ب'.repeat(600_000)}"}`, contentType: 'application/json' },
      })),
  },
};

/** Odd text in one place the request carries text: a path parameter, a query parameter or a body field. */
function oddUnicode(ctx: Context, valid: Parts): fc.Arbitrary<Parts> {
  const places: fc.Arbitrary<Parts>[] = [
    fc.tuple(fc.constantFrom(...ctx.op.query.map((p) => p.name).concat('q')), oddText).map(([k, v]) => ({
      ...valid,
      query: [...valid.query.filter(([name]) => name !== k), [k, v] as [string, unknown]],
    })),
  ];
  if (ctx.op.params.length > 0) {
    places.push(
      fc
        .tuple(pickParam(ctx.op.params), oddText)
        .map(([p, v]) => ({ ...valid, params: { ...valid.params, [p.name]: encodePath(v) } })),
    );
  }
  const properties = Object.keys(ctx.op.body ? (resolve(ctx.op.body.schema, ctx.components).properties ?? {}) : {});
  if (ctx.op.body && properties.length > 0) {
    places.push(
      fc
        .tuple(fc.constantFrom(...properties), oddText, validValue(ctx.op.body.schema, ctx.components))
        .map(([key, v, body]) => ({
          ...valid,
          body: bodyFor(ctx.op, { ...(body as object), [key]: v }),
        })),
    );
  }
  return fc.oneof(...places);
}

import fc from 'fast-check';
import type { Context } from './context.js';
import type { Parameter } from './operations.js';
import { bodyFor, encodePath, type Parts } from './encode.js';
import { MUTATIONS } from './mutations.js';
import { validValue } from './valid-value.js';

export interface Generated {
  kind: string;
  parts: Parts;
  /** Sent with a made-up bearer token instead of the caller's. */
  forgedToken?: true;
}

const poolOf = ({ op, pools }: Context, name: string) => pools[`${op.path.split('/')[2]}.${name}`];

function validParam(ctx: Context, p: Parameter): fc.Arbitrary<string> {
  const generated = validValue(p.schema, ctx.components, p.name).map(encodePath);
  const known = poolOf(ctx, p.name);
  return known?.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, generated) : generated;
}

const validParams = (ctx: Context) =>
  fc.record(Object.fromEntries(ctx.op.params.map((p) => [p.name, validParam(ctx, p)])));

const validQuery = (ctx: Context) =>
  fc
    .tuple(
      ...ctx.op.query.map((p) =>
        p.required
          ? validValue(p.schema, ctx.components, p.name)
          : fc.option(validValue(p.schema, ctx.components, p.name), { nil: undefined }),
      ),
    )
    .map((values) => ctx.op.query.map((p, i): [string, unknown] => [p.name, values[i]]));

/** Header values are tokens (an Idempotency-Key): what a header may carry is HTTP's to check, not the route's. */
const validHeaders = (ctx: Context) =>
  fc
    .tuple(...ctx.op.headers.map(() => fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: undefined })))
    .map((values) =>
      ctx.op.headers.flatMap((p, i): [string, string][] => (values[i] === undefined ? [] : [[p.name, values[i]]])),
    );

const validBody = (ctx: Context): fc.Arbitrary<Parts['body']> =>
  ctx.op.body ? validValue(ctx.op.body.schema, ctx.components).map((v) => bodyFor(ctx.op, v)) : fc.constant(undefined);

export function validRequest(ctx: Context): fc.Arbitrary<Generated> {
  return fc
    .record({ params: validParams(ctx), query: validQuery(ctx), headers: validHeaders(ctx), body: validBody(ctx) })
    .map(({ params, query, headers, body }) => ({
      kind: 'valid',
      parts: { params, query, headers, ...(body ? { body } : {}) },
    }));
}

/** Invalid requests: one mutation of a valid request, or a valid one with a forged bearer token. */
export function invalidRequest(ctx: Context): fc.Arbitrary<Generated> {
  const kinds = Object.entries(MUTATIONS).filter(([, m]) => m.applies(ctx.op));
  const weighted = kinds.map(([kind, m]) => ({
    weight: kind === 'body:too-large' ? 1 : 10,
    arbitrary: validRequest(ctx).chain((valid) =>
      m.make(ctx, valid.parts).map((parts): Generated => ({ kind, parts })),
    ),
  }));
  if (ctx.op.access === 'public') return fc.oneof(...weighted);
  const forged = validRequest(ctx).map((valid): Generated => ({
    kind: 'auth:forged',
    parts: valid.parts,
    forgedToken: true,
  }));
  return fc.oneof(...weighted, { weight: 3, arbitrary: forged });
}

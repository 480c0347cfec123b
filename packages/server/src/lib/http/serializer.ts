import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled serializer per zod schema, shared by every app in the process (tests build many). */
const compiled = new WeakMap<z.ZodType, Serialize>();

function compile(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    serialize = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Replies are written by fast-json-stringify, compiled from the JSON Schema of the route's zod
 * response schema: several times faster than parsing every reply with zod, and still only the
 * fields the contract names leave the server. Compiled at a route's first reply rather than at
 * start: compiling all of them took most of a start's time, for routes a process may never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(schema))(data);
};

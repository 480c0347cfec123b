/** The subset of JSON Schema (as @fastify/swagger writes it from the zod contracts) that the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  default?: unknown;
}

export type Components = Record<string, JsonSchema>;

/** Follows `#/components/schemas/X` references (the document names every contract schema). */
export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target || hops > 20) throw new Error(`unresolvable schema reference ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The branches of a union, or none. */
export function branches(schema: JsonSchema): readonly JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

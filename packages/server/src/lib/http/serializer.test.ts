import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const compiler = (schema: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<
    typeof serializerCompiler
  >[0]);

describe('the reply serializer', () => {
  const user = z.object({ id: z.string(), age: z.number().optional() });

  it('writes only the fields the zod schema names, compiled at the first reply', () => {
    const serialize = compiler(user);
    expect(JSON.parse(serialize({ id: 'a', age: 3, passwordHash: 'secret' }))).toEqual({ id: 'a', age: 3 });
    expect(serialize({ id: 'b', passwordHash: 'secret' })).toBe('{"id":"b"}');
  });

  it('gives every route of one schema the same output (one compiled serializer per schema)', () => {
    const [first, second] = [compiler(user), compiler(user)];
    const value = { id: 'c', age: 1, extra: true };
    expect(second(value)).toBe(first(value));
    expect(second(value)).toBe('{"id":"c","age":1}');
  });

  it('writes a reply without a zod schema as JSON', () => {
    expect(compiler({ type: 'object' })({ a: 1 })).toBe('{"a":1}');
  });
});

import { describe, expect, it } from 'vitest';
import { OpenApiConformance, type Answer, type OpenApiDocument } from './openapi-conformance.js';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/Error' };

/** Two operations whose errors point at one component, as the app's document has them. */
const document = {
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          '200': json({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }),
          '404': json(ERROR),
        },
      },
    },
    '/api/things': {
      post: { responses: { '201': json({ type: 'object', nullable: true }), '400': json(ERROR), '429': json(ERROR) } },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: { code: { type: 'string' }, message: { type: 'string' } },
        required: ['code', 'message'],
      },
    },
  },
} as OpenApiDocument;

const answer = (method: string, route: string, status: number, body: string): Answer => ({
  method,
  route,
  status,
  contentType: 'application/json; charset=utf-8',
  headers: {},
  body,
  empty: false,
});

describe('OpenApiConformance', () => {
  const conformance = new OpenApiConformance(document);

  it('passes an answer of a declared status whose body matches its schema', () => {
    expect(conformance.check(answer('GET', '/api/things/:id', 200, '{"id":1}'))).toBeNull();
    expect(conformance.check(answer('POST', '/api/things', 201, 'null'))).toBeNull();
  });

  it('refuses a status the operation does not declare, and a body its schema does not match', () => {
    expect(conformance.check(answer('GET', '/api/things/:id', 409, '{}'))).toBe('status 409 is not declared');
    expect(conformance.check(answer('GET', '/api/things/:id', 200, '{"id":"one"}'))).toMatch(
      /^body does not match the schema: \/id must be integer/,
    );
  });

  it('checks every error against the component it points at, in each operation', () => {
    const error = '{"code":"NOT_FOUND","message":"Nothing with that id"}';
    expect(conformance.check(answer('GET', '/api/things/:id', 404, error))).toBeNull();
    expect(conformance.check(answer('POST', '/api/things', 400, error))).toBeNull();
    expect(conformance.check(answer('GET', '/api/things/:id', 404, '{"code":"NOT_FOUND"}'))).toMatch(
      /must have required property 'message'/,
    );
    expect(conformance.check(answer('POST', '/api/things', 429, '{"message":"Too many"}'))).toMatch(
      /must have required property 'code'/,
    );
  });
});

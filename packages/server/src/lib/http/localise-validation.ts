import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { z } from 'zod';
import { fieldMessage, type FieldIssue } from '@bayan/shared';
import { zodErrorMap } from './zod-messages.js';

const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;
type Part = keyof typeof PARTS;

/**
 * Field details in the caller's language. Validation has already failed; the route's zod schema
 * for that part is parsed again with the language's messages to give each issue its text.
 */
export function localiseValidation(
  request: FastifyRequest,
  error: { validation: FastifySchemaValidationError[]; validationContext?: string },
): FieldIssue[] {
  const part = (error.validationContext ?? 'body') as Part;
  const schema = (request.routeOptions.schema as FastifySchema | undefined)?.[part];
  const data = part === 'querystring' ? request.query : request[PARTS[part] as 'body' | 'params' | 'headers'];
  if (schema instanceof z.ZodType) {
    const result = schema.safeParse(data, { error: zodErrorMap(request.lang) });
    if (!result.success) {
      return result.error.issues.map((issue) => ({
        path: [PARTS[part], ...issue.path.map(String)].join('.'),
        code: issue.code,
        message: fieldMessage(issue.message, request.lang),
      }));
    }
  }
  return error.validation.map((v) => ({
    path: [PARTS[part] ?? part, ...v.instancePath.split('/').filter(Boolean)].join('.'),
    code: v.keyword,
    message: fieldMessage(v.message ?? '', request.lang),
  }));
}

import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, errorStatus, type ErrorBody, type ErrorCode, type FieldIssue } from '@bayan/shared';
import { AppError } from '../lib/http/app-error.js';
import { localiseValidation } from '../lib/http/localise-validation.js';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: FieldIssue[]) {
  const body: ErrorBody = { code, message: errorMessage(code, request.lang), ...(details ? { details } : {}) };
  return reply
    .code(errorStatus(code))
    .type('application/json; charset=utf-8')
    .header('content-language', request.lang)
    .send(body);
}

/** One error handler: every failure becomes {code, message, details?}; 5xx never show internals. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.details);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 'VALIDATION_FAILED', localiseValidation(request, error));
    }
    const known = FASTIFY_CODES[error.code] ?? STATUS_CODES[error.statusCode ?? 500];
    if (known && (error.statusCode ?? 500) < 500) return sendError(request, reply, known);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
});

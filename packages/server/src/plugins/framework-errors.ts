import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { errorMessage, errorStatus, pickLanguage, type ErrorCode } from '@bayan/shared';
import { headerLanguage } from './request-context.js';

/**
 * Errors Fastify answers before any route or error handler runs: a URL that cannot be decoded, a
 * path parameter over the router's length limit. They get the same localised {code, message}.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  const code: ErrorCode =
    error.code === 'FST_ERR_BAD_URL'
      ? 'MALFORMED_URL'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URL_TOO_LONG'
        : 'MALFORMED_REQUEST';
  // This request was made outside the routes, without the app's decorators (no request.lang).
  const message = errorMessage(code, headerLanguage(request.headers));
  void (reply as FastifyReply).code(errorStatus(code)).type('application/json; charset=utf-8').send({ code, message });
};

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Node's HTTP parser refusing a request (headers too large, broken HTTP, too slow): there is no
 * request object, so the language is read from the raw head when it got that far.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERRORS[error.code] ?? 'MALFORMED_REQUEST';
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const header = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head);
  const body = JSON.stringify({ code, message: errorMessage(code, pickLanguage(header?.[1])) });
  const status = errorStatus(code);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

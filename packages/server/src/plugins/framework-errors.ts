import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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
  const lang = headerLanguage(request.headers);
  void (reply as FastifyReply)
    .code(errorStatus(code))
    .type('application/json; charset=utf-8')
    .header('content-language', lang)
    .send({ code, message: errorMessage(code, lang) });
};

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/** The answer in flight on a socket, as Node tracks it: once its head is out, nothing else may be written. */
function answering(socket: Duplex): boolean {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return Boolean(inFlight?.headersSent);
}

/**
 * Node's HTTP parser refusing a request (headers too large, a bad Content-Length, broken HTTP, too
 * slow): there is no request object, so the language is read from the raw head when it got that
 * far. The answer is a whole HTTP response, unless another answer (a stream, a pipelined reply) is
 * already going out on that socket: writing into it would corrupt it, so the socket is only closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERRORS[error.code] ?? 'MALFORMED_REQUEST';
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const lang = pickLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
  const body = JSON.stringify({ code, message: errorMessage(code, lang) });
  const status = errorStatus(code);
  if (socket.writable && !answering(socket)) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Language: ${lang}\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

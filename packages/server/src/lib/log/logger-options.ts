import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
import { redactUrl, REDACTED } from './redact-url.js';
import { safeError, safeText } from './safe-error.js';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * A request as the logs show it: the path without its secret or personal segments and the names of
 * the query parameters, never their values (a national ID, a phone number, a name searched for),
 * never its headers.
 */
function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The one place that decides what the logs may carry: no token or query value in a URL, no
 * authorization header or cookie, no parameter value of a failed query (a password hash, an email,
 * a phone number).
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: safeRequest, err: safeError, error: safeError },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
        '*.headers["set-cookie"]',
        'authorization',
        'cookie',
      ],
      censor: REDACTED,
    },
    hooks: {
      // A message string made from an error's message or a URL (Fastify's own "<error.message>" and
      // "Route GET:<url> not found" lines).
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? safeText(arg) : arg)),
        );
      },
    },
  };
}
